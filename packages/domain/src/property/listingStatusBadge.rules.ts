import type { LookupRef } from '../lookup/lookup.schema';

/** The colours of the listing-status badge in the agent list's property dialog (spec 2 section 4). */
export const listingStatusBadgeTones = ['available', 'sold', 'pending', 'other', 'unknown'] as const;

/** available green, sold red, pending yellow, other grey; unknown is a missing status ('Status Unknown'). */
export type ListingStatusBadgeTone = (typeof listingStatusBadgeTones)[number];

/**
 * How a property's listing status shows in the agent list's property dialog (spec 2 section 4): by
 * its name, case-insensitively and without surrounding spaces, 'available', 'sold' and 'pending' get
 * their own colours and any other name grey; a status without a name is 'unknown'.
 */
export function listingStatusBadge(status: Pick<LookupRef, 'name'> | null | undefined): { readonly tone: ListingStatusBadgeTone; readonly name: string | null } {
  const name = status?.name?.trim() ?? '';
  if (name === '') return { tone: 'unknown', name: null };
  const folded = name.toLocaleLowerCase();
  const tone = folded === 'available' || folded === 'sold' || folded === 'pending' ? folded : 'other';
  return { tone, name };
}

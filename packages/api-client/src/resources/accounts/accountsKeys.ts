import type { LoginId } from '@marketplace/domain';
import type { ReviewSort } from './reviewSort';
import { createKey } from '../../swrKeys';

/**
 * SWR keys of the accounts host's data, shared by every screen that shows it: mutate one to refresh
 * it everywhere, or match a whole resource with `keyStartsWith('reviews')`.
 */
export const accountsKeys = {
  /** The signed-in account's profile (GET /api/profile). */
  agencyProfile: () => createKey('agencyProfile'),
  /** An agency's review summary (first page of 100 approved reviews). */
  reviewSummary: (accLoginId: LoginId) => createKey('reviews', 'summary', accLoginId),
  /** One page of an agency's approved reviews, optionally of one star rating. */
  reviewPage: (accLoginId: LoginId, page: number, ratingFilter: number | null, sort: ReviewSort) =>
    createKey('reviews', 'page', { accLoginId, page, ratingFilter, sort }),
  /** The display names of a set of review authors, by their login ids in sorted order. */
  reviewAuthorNames: (loginIds: readonly string[]) => createKey('reviewAuthorNames', loginIds.join(',')),
  /** Every service area. */
  serviceAreas: () => createKey('serviceAreas'),
  /** Every agent (the agent list screen). */
  allAgents: () => createKey('agents', 'all'),
  /** A page of agents without an agency (Find Agents), by e-mail search. */
  availableAgents: (emailSearch: string, page: number) => createKey('agents', 'available', { emailSearch, page }),
  /** A developer account by id. */
  developer: (developerId: number) => createKey('developer', developerId),
} as const;

import type { AgencyProfileFormField, AgencyProfileFormValues } from '@marketplace/domain';
import type { FieldErrors } from 'react-hook-form';

/** How a profile field is shown and typed. */
export type ProfileFieldKind = 'text' | 'multiline' | 'email' | 'url' | 'phone' | 'year' | 'areas';

/**
 * The tabs of the profile details (spec 1 section 2.4) and the fields of each, in order. The spec
 * names the tabs but not their fields: the grouping is ours.
 */
export const profileDetailsTabs = [
  { id: 'basicInfo', fields: ['name', 'email', 'businessEmail', 'description'] },
  { id: 'contact', fields: ['mobileNumber', 'contactNumber1', 'contactNumber2', 'whatsappNumber', 'webUrl', 'website'] },
  { id: 'business', fields: ['industryStartYear', 'ded', 'bRN', 'orn'] },
  { id: 'location', fields: ['address', 'city', 'zipCode', 'areas'] },
  { id: 'socialMedia', fields: ['facebookUrl', 'youtubeUrl', 'instagramUrl', 'linkedinUrl', 'xurl'] },
] as const satisfies readonly { id: string; fields: readonly AgencyProfileFormField[] }[];

/** A tab of the profile details. */
export type ProfileDetailsTabId = (typeof profileDetailsTabs)[number]['id'];

/** The tab shown first. */
export const firstProfileDetailsTab: ProfileDetailsTabId = 'basicInfo';

/** The kind of every field of the form. */
export const profileFieldKinds: { readonly [Field in AgencyProfileFormField]: Field extends 'areas' ? 'areas' : Exclude<ProfileFieldKind, 'areas'> } = {
  name: 'text',
  email: 'email',
  businessEmail: 'email',
  description: 'multiline',
  industryStartYear: 'year',
  mobileNumber: 'phone',
  contactNumber1: 'phone',
  contactNumber2: 'phone',
  whatsappNumber: 'phone',
  webUrl: 'url',
  website: 'url',
  ded: 'text',
  bRN: 'text',
  orn: 'text',
  address: 'multiline',
  city: 'text',
  zipCode: 'text',
  areas: 'areas',
  facebookUrl: 'url',
  youtubeUrl: 'url',
  instagramUrl: 'url',
  linkedinUrl: 'url',
  xurl: 'url',
};

/**
 * Fields shown but not editable here: PUT /api/profile (spec 1 section 7) carries no email, city or
 * zipCode, so an input for them would look saved and silently be lost.
 */
export const readOnlyProfileFields: ReadonlySet<AgencyProfileFormField> = new Set(['email', 'city', 'zipCode']);

/** How many fields of each tab have an error, so a user who saves from another tab finds them. */
export function errorCountByTab(errors: FieldErrors<AgencyProfileFormValues>): Record<ProfileDetailsTabId, number> {
  const counts = {} as Record<ProfileDetailsTabId, number>;
  for (const tab of profileDetailsTabs) {
    counts[tab.id] = tab.fields.filter((field) => errors[field] !== undefined).length;
  }
  return counts;
}

/** The first tab holding an error, or null. */
export function firstTabWithErrors(errors: FieldErrors<AgencyProfileFormValues>): ProfileDetailsTabId | null {
  const counts = errorCountByTab(errors);
  return profileDetailsTabs.find((tab) => counts[tab.id] > 0)?.id ?? null;
}

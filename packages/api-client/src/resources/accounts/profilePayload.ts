import {
  agencyProfileUpdatePayloadSchema,
  profileLimits,
  type AgencyProfileUpdatePayload,
  type ServiceArea,
} from '@marketplace/domain';

/** The text fields of the profile save payload (spec 1 section 7), in the spec's order. */
export const profilePayloadTextFields = [
  'name',
  'mobileNumber',
  'address',
  'ded',
  'description',
  'contactNumber1',
  'contactNumber2',
  'whatsappNumber',
  'businessEmail',
  'webUrl',
  'website',
  'bRN',
  'orn',
  'facebookUrl',
  'youtubeUrl',
  'instagramUrl',
  'linkedinUrl',
  'xurl',
  'profilePicture',
  'coverImageURL',
] as const;

/** One of {@link profilePayloadTextFields}. */
export type ProfilePayloadTextField = (typeof profilePayloadTextFields)[number];

/**
 * The profile form's values: text fields as typed (null or absent when never filled), the start year
 * as typed or as a number, service areas as ids or `{ id, serviceArea }`. An `AgencyProfile` fits, so
 * the form can start from the loaded profile.
 */
export type ProfileFormValues = { readonly [Field in ProfilePayloadTextField]?: string | null } & {
  readonly roleId?: number | null;
  readonly industryStartYear?: string | number | null;
  readonly areas?: readonly (number | ServiceArea)[] | null;
};

/** A whole year from what the form holds; anything else (blank, fractional, text) is null. */
export function parseIndustryStartYear(value: string | number | null | undefined): number | null {
  if (value == null) return null;
  const year = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value.trim());
  return Number.isInteger(year) ? year : null;
}

/**
 * The body of `PUT /api/profile` built from the form (spec 1 sections 5 and 7): empty, blank or null
 * text fields are left out; industryStartYear is always sent, as an integer or null (the spec's
 * specific rule, which lets a user clear the year); roleId defaults to 4; isActive is true; areas go
 * as their ids (an empty list too, so every area can be removed). Fields outside the spec's payload
 * (email, city, zipCode, ...) are not sent.
 */
export function buildProfilePayload(form: ProfileFormValues): AgencyProfileUpdatePayload {
  const text: Partial<Record<ProfilePayloadTextField, string>> = {};
  for (const field of profilePayloadTextFields) {
    const value = form[field];
    if (value != null && value.trim() !== '') text[field] = value;
  }
  return agencyProfileUpdatePayloadSchema.parse({
    roleId: form.roleId ?? profileLimits.defaultRoleId,
    ...text,
    industryStartYear: parseIndustryStartYear(form.industryStartYear),
    isActive: true,
    ...(form.areas == null ? {} : { areas: form.areas.map((area) => (typeof area === 'number' ? area : area.id)) }),
  });
}

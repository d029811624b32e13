import {
  agencyProfileUpdatePayloadSchema,
  parseIndustryStartYear,
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

/** A whole year from what the form holds (the domain's rule, re-exported for callers of this module). */
export { parseIndustryStartYear };

/**
 * The body of `PUT /api/profile` built from the form (spec 1 sections 5 and 7, issue 13): a text
 * field the form holds is sent trimmed, and an empty, blank or null one is sent as null, so a field
 * the user cleared is cleared on the server (the spec's 'empty fields are omitted' could never clear
 * one); a field absent from the form is left out, so the server keeps it. industryStartYear is always
 * sent, as an integer or null (Arabic-Indic digits read as 0-9); roleId defaults to 4; isActive is
 * true; areas go as their ids (an empty list too, so every area can be removed). Fields outside the
 * spec's payload (email, city, zipCode, ...) are not sent.
 */
export function buildProfilePayload(form: ProfileFormValues): AgencyProfileUpdatePayload {
  const text: Partial<Record<ProfilePayloadTextField, string | null>> = {};
  for (const field of profilePayloadTextFields) {
    if (!(field in form) || form[field] === undefined) continue;
    const value = form[field]?.trim() ?? '';
    text[field] = value === '' ? null : value;
  }
  return agencyProfileUpdatePayloadSchema.parse({
    roleId: form.roleId ?? profileLimits.defaultRoleId,
    ...text,
    industryStartYear: parseIndustryStartYear(form.industryStartYear),
    isActive: true,
    ...(form.areas == null ? {} : { areas: form.areas.map((area) => (typeof area === 'number' ? area : area.id)) }),
  });
}

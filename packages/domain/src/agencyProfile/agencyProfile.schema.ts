import * as z from 'zod';
import { profileLimits } from '../constants/limits';
import { idSchema, loginIdSchema, serverDateSchema } from '../primitives/primitives.schema';
import { profileTextMaxLengths, type ProfileLimitedTextField } from './agencyProfileText.rules';

/** A service area an agency or agent covers: {id, serviceArea} (spec 1 section 3, spec 2 section 3). */
export const serviceAreaSchema = z.object({
  id: idSchema,
  serviceArea: z.string(),
});

/** A service area. */
export type ServiceArea = z.infer<typeof serviceAreaSchema>;

const optionalText = z.string().nullish();

/**
 * The agency profile of GET /api/profile's `data` (spec 1 section 3). Only id is certain; an
 * agency fills its fields over time.
 */
export const agencyProfileSchema = z.object({
  id: idSchema,
  roleId: idSchema.nullish(),
  userId: z.union([idSchema, z.string()]).nullish(),
  loginId: loginIdSchema.nullish(),
  name: optionalText,
  email: optionalText,
  mobileNumber: optionalText,
  businessEmail: optionalText,
  address: optionalText,
  city: optionalText,
  zipCode: optionalText,
  industryStartYear: z.number().int().nullish(),
  description: optionalText,
  contactNumber1: optionalText,
  contactNumber2: optionalText,
  whatsappNumber: optionalText,
  webUrl: optionalText,
  website: optionalText,
  ded: optionalText,
  bRN: optionalText,
  orn: optionalText,
  facebookUrl: optionalText,
  youtubeUrl: optionalText,
  instagramUrl: optionalText,
  linkedinUrl: optionalText,
  xurl: optionalText,
  profilePicture: optionalText,
  coverImageURL: optionalText,
  isActive: z.boolean().nullish(),
  lastLoginDate: serverDateSchema.nullish(),
  loginAttempts: z.number().int().nullish(),
  propertyUpdates: z.boolean().nullish(),
  pushNotifications: z.boolean().nullish(),
  emailAlerts: z.boolean().nullish(),
  dnd: z.boolean().nullish(),
  themePreference: optionalText,
  languagePreference: optionalText,
  status: optionalText,
  areas: z.array(serviceAreaSchema).nullish(),
});

/** An agency profile. */
export type AgencyProfile = z.infer<typeof agencyProfileSchema>;

/** A text field of the save: absent leaves it as it is, null clears it, text is at most its length. */
const payloadText = (field: ProfileLimitedTextField) => z.string().max(profileTextMaxLengths[field]).nullable().optional();
/** A stored image path: absent leaves it, null clears it. */
const payloadImage = z.string().nullable().optional();

/**
 * Body of PUT /api/profile (spec 1 section 7): roleId defaults to 4 and isActive is always true;
 * industryStartYear is a whole year or null; areas are service area ids. A text field is absent
 * (left as it is), a string (at most its length, see profileTextMaxLengths) or null (cleared; issue
 * 13, docs/decisions.md 'Agency profile').
 */
export const agencyProfileUpdatePayloadSchema = z.object({
  roleId: idSchema.default(profileLimits.defaultRoleId),
  name: payloadText('name'),
  mobileNumber: payloadText('mobileNumber'),
  address: payloadText('address'),
  industryStartYear: z.number().int().nullable().optional(),
  ded: payloadText('ded'),
  description: payloadText('description'),
  contactNumber1: payloadText('contactNumber1'),
  contactNumber2: payloadText('contactNumber2'),
  whatsappNumber: payloadText('whatsappNumber'),
  businessEmail: payloadText('businessEmail'),
  webUrl: payloadText('webUrl'),
  website: payloadText('website'),
  bRN: payloadText('bRN'),
  orn: payloadText('orn'),
  facebookUrl: payloadText('facebookUrl'),
  youtubeUrl: payloadText('youtubeUrl'),
  instagramUrl: payloadText('instagramUrl'),
  linkedinUrl: payloadText('linkedinUrl'),
  xurl: payloadText('xurl'),
  profilePicture: payloadImage,
  coverImageURL: payloadImage,
  isActive: z.literal(true).default(true),
  areas: z.array(idSchema).optional(),
});

/** Body of a profile save, before defaults apply. */
export type AgencyProfileUpdateInput = z.input<typeof agencyProfileUpdatePayloadSchema>;

/** Body of a profile save, with roleId and isActive filled in. */
export type AgencyProfileUpdatePayload = z.output<typeof agencyProfileUpdatePayloadSchema>;

/** The answer of PUT /api/profile: the saved profile and a message in message.en (spec 1 section 7). */
export const agencyProfileUpdateResultSchema = z.object({
  data: agencyProfileSchema.nullish(),
  message: z.union([z.string(), z.object({ en: z.string().nullish() })]).nullish(),
});

/** The answer of a profile save. */
export type AgencyProfileUpdateResult = z.infer<typeof agencyProfileUpdateResultSchema>;

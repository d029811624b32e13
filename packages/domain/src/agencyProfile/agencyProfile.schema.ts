import * as z from 'zod';
import { profileLimits } from '../constants/limits';
import { idSchema, loginIdSchema, serverDateSchema } from '../primitives/primitives.schema';

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

const payloadText = z.string().optional();

/**
 * Body of PUT /api/profile (spec 1 section 7): roleId defaults to 4 and isActive is always true;
 * industryStartYear is a whole year or null; areas are service area ids. Omitting empty fields
 * is the caller's rule (spec 1 section 5).
 */
export const agencyProfileUpdatePayloadSchema = z.object({
  roleId: idSchema.default(profileLimits.defaultRoleId),
  name: payloadText,
  mobileNumber: payloadText,
  address: payloadText,
  industryStartYear: z.number().int().nullable().optional(),
  ded: payloadText,
  description: payloadText,
  contactNumber1: payloadText,
  contactNumber2: payloadText,
  whatsappNumber: payloadText,
  businessEmail: payloadText,
  webUrl: payloadText,
  website: payloadText,
  bRN: payloadText,
  orn: payloadText,
  facebookUrl: payloadText,
  youtubeUrl: payloadText,
  instagramUrl: payloadText,
  linkedinUrl: payloadText,
  xurl: payloadText,
  profilePicture: payloadText,
  coverImageURL: payloadText,
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

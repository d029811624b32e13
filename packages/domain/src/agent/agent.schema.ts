import * as z from 'zod';
import { roleIds } from '../constants/roles';
import { serviceAreaSchema } from '../agencyProfile/agencyProfile.schema';
import { idSchema } from '../primitives/primitives.schema';

/** A language an agent speaks: {id, language} (spec 2 section 3). */
export const agentLanguageSchema = z.object({
  id: idSchema,
  language: z.string(),
});

/** A language an agent speaks. */
export type AgentLanguage = z.infer<typeof agentLanguageSchema>;

const optionalText = z.string().nullish();

/**
 * An agent: an account with roleId 5 (spec 2 section 3). isApproved null means pending and a
 * missing one reads Unknown, so it stays optional; isRejected is sent only alongside a refusal.
 */
export const agentSchema = z.object({
  id: idSchema,
  roleId: z.literal(roleIds.AGENT).nullish(),
  firstName: optionalText,
  lastName: optionalText,
  jobTitle: optionalText,
  companyName: optionalText,
  brn: optionalText,
  city: optionalText,
  country: optionalText,
  businessEmail: optionalText,
  email: optionalText,
  phone: optionalText,
  contactNumber2: optionalText,
  whatsAppNumber: optionalText,
  webURL: optionalText,
  facebookURL: optionalText,
  instagramURL: optionalText,
  linkedinURL: optionalText,
  youtubeURL: optionalText,
  xurl: optionalText,
  profileImageURL: optionalText,
  coverImageURL: optionalText,
  industryStartYear: z.number().int().nullish(),
  specialization: optionalText,
  nationality: optionalText,
  description: optionalText,
  languages: z.array(agentLanguageSchema).nullish(),
  serviceAreas: z.array(serviceAreaSchema).nullish(),
  isApproved: z.boolean().nullish(),
  isRejected: z.boolean().nullish(),
  isActive: z.boolean().nullish(),
  isHasAgency: z.boolean().nullish(),
});

/** An agent account. */
export type Agent = z.infer<typeof agentSchema>;

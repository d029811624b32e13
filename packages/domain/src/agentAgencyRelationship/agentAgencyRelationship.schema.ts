import * as z from 'zod';
import { agentAgencyStatuses } from '../constants/agentAgencyStatus';
import { serviceAreaSchema } from '../agencyProfile/agencyProfile.schema';
import { agentLanguageSchema } from '../agent/agent.schema';
import { idSchema, nonBlankStringSchema, serverDateSchema } from '../primitives/primitives.schema';

/** An agent-agency relationship status: PENDING (invited) or ACCEPTED (spec 2 section 3). */
export const agentAgencyStatusSchema = z.enum(agentAgencyStatuses);

const optionalText = z.string().nullish();

/**
 * An agent's relationship with the agency, as listed by /api/admin/agent_agency_rs/agency/{id}
 * (spec 2 section 3). The social URL names follow the agent account's.
 */
export const agentAgencyRelationshipSchema = z.object({
  relationshipId: idSchema,
  agentId: idSchema.nullish(),
  agentName: optionalText,
  agentEmail: optionalText,
  contactNumber1: optionalText,
  contactNumber2: optionalText,
  whatsAppNumber: optionalText,
  businessEmail: optionalText,
  address: optionalText,
  nationality: optionalText,
  industryStartYear: z.number().int().nullish(),
  brn: optionalText,
  description: optionalText,
  profileImageURL: optionalText,
  coverImageURL: optionalText,
  facebookURL: optionalText,
  instagramURL: optionalText,
  linkedinURL: optionalText,
  youtubeURL: optionalText,
  xurl: optionalText,
  languages: z.array(agentLanguageSchema).nullish(),
  serviceAreas: z.array(serviceAreaSchema).nullish(),
  isActive: z.boolean().nullish(),
  joinDate: serverDateSchema.nullish(),
  agencyName: optionalText,
  status: agentAgencyStatusSchema,
});

/** An agent-agency relationship. */
export type AgentAgencyRelationship = z.infer<typeof agentAgencyRelationshipSchema>;

/**
 * Body of POST /api/admin/agent_agency_rs/request (spec 2 section 7.3): invitations start PENDING.
 * The e-mail is the agent account's own, so only its presence is checked.
 */
export const agentInvitePayloadSchema = z.object({
  agencyId: idSchema,
  agentEmail: nonBlankStringSchema,
  status: z.literal('PENDING'),
});

/** Body of an agent invitation. */
export type AgentInvitePayload = z.infer<typeof agentInvitePayloadSchema>;

import * as z from 'zod';
import { teamLimits } from '../constants/limits';
import { idSchema, loginIdSchema, nonBlankStringSchema, serverDateSchema } from '../primitives/primitives.schema';

/** A team member of the agency (spec 2 section 3); `created` is shown as 'Member since'. */
export const teamMemberSchema = z.object({
  id: idSchema,
  name: z.string(),
  title: z.string().nullish(),
  email: z.string().nullish(),
  mobile: z.string().nullish(),
  imgUrl: z.string().nullish(),
  created: serverDateSchema.nullish(),
});

/** A team member. */
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** Whether a mobile number holds exactly 10 digits once everything but digits is removed. */
export function hasTeamMobileDigits(mobile: string): boolean {
  return mobile.replace(/\D/g, '').length === teamLimits.mobileDigits;
}

// Optional fields arrive as '' from an untouched input; only a value that was given is checked.
const optionalEmail = z.union([z.literal(''), z.email()]).optional();
const optionalMobile = z
  .string()
  .refine((mobile) => mobile === '' || hasTeamMobileDigits(mobile))
  .optional();

/**
 * Body of PUT /api/team-members/{id} (spec 2 sections 5 and 7.1): name, title and image required;
 * e-mail, when given, an address; mobile, when given, 10 digits.
 */
export const teamMemberUpdatePayloadSchema = z.object({
  name: nonBlankStringSchema,
  title: nonBlankStringSchema,
  imgUrl: nonBlankStringSchema,
  email: optionalEmail,
  mobile: optionalMobile,
});

/** Body of a team member update. */
export type TeamMemberUpdatePayload = z.infer<typeof teamMemberUpdatePayloadSchema>;

/** Body of POST /api/team-members: the update fields plus the agency's login id from the session. */
export const teamMemberCreatePayloadSchema = teamMemberUpdatePayloadSchema.extend({
  agency_login_id: loginIdSchema,
});

/** Body of a team member creation. */
export type TeamMemberCreatePayload = z.infer<typeof teamMemberCreatePayloadSchema>;

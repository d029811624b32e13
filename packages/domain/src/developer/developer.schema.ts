import * as z from 'zod';
import { roleIds } from '../constants/roles';
import { idSchema } from '../primitives/primitives.schema';

/**
 * A developer: an account with role id 3, read through /api/auth/accounts/get for the project
 * details card (spec 3 section 3). Every field may be missing; the card falls back per field.
 */
export const developerSchema = z.object({
  id: idSchema.nullish(),
  roleId: z.literal(roleIds.DEVELOPER).nullish(),
  firstName: z.string().nullish(),
  lastName: z.string().nullish(),
  companyName: z.string().nullish(),
  phone: z.string().nullish(),
  businessEmail: z.string().nullish(),
  city: z.string().nullish(),
  country: z.string().nullish(),
  profileImageURL: z.string().nullish(),
});

/** A developer account. */
export type Developer = z.infer<typeof developerSchema>;

import * as z from 'zod/mini';
import { defaultRoleName, roleNames } from '../constants/roles';

/**
 * Sign-in, token and session-profile shapes of the auth contract (docs/decisions.md, 'Auth paths').
 * The specs never show these calls, so the schemas are lenient where a server might differ in
 * detail (nulls, extra fields, a lifetime as a numeric string) and strict where the session depends
 * on a value (a token, its lifetime, the profile's id and roleId). The roleId 4 check and the refresh
 * lead time are `hasAgencyRole` and `sessionLimits` of the constants.
 *
 * Written with `zod/mini`: the session decodes these on every first visit, before any screen, and
 * mini's functions tree-shake where classic zod's methods cannot (the first-load budget).
 */

function numericStringToNumber(value: unknown): unknown {
  return typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)) ? Number(value) : value;
}

// The stored profile keeps absent fields absent rather than null, so readers test one thing.
function nullToUndefined(value: unknown): unknown {
  return value === null ? undefined : value;
}

const preprocess = <T extends z.ZodMiniType>(fn: (value: unknown) => unknown, schema: T) => z.pipe(z.transform(fn), schema);

const idSchema = z.int();
const loginIdSchema = z.union([z.int(), z.string().check(z.minLength(1))]);
const optionalIdSchema = preprocess(nullToUndefined, z.optional(idSchema));
const optionalTextSchema = preprocess(nullToUndefined, z.optional(z.string()));

/** Body of `POST /api/auth/signin`. */
export const signInRequestSchema = z.object({
  email: z.pipe(z.string().check(z.trim()), z.email()),
  password: z.string().check(z.minLength(1)),
});

/** What {@link signInRequestSchema} accepts and produces. */
export type SignInRequest = z.infer<typeof signInRequestSchema>;

/**
 * A new token and its lifetime in seconds: the answer of both sign-in and refresh. A token without
 * a positive lifetime could never be scheduled for refresh, so both fields are required.
 */
export const tokenResponseSchema = z.object({
  token: z.string().check(z.minLength(1)),
  expiresIn: preprocess(numericStringToNumber, z.number().check(z.positive())),
});

/** A decoded {@link tokenResponseSchema}. */
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** Answer of `POST /api/auth/signin`. */
export const signInResponseSchema = tokenResponseSchema;

/** A decoded {@link signInResponseSchema}. */
export type SignInResponse = TokenResponse;

/** Answer of `POST /api/auth/refresh`. */
export const refreshResponseSchema = tokenResponseSchema;

/** A decoded {@link refreshResponseSchema}. */
export type RefreshResponse = TokenResponse;

/**
 * The profile the session keeps (spec 1 section 3 'Session items', spec 3 'Session profile'). Parsing
 * the agency profile's `data` with it keeps exactly these fields, since unknown keys are stripped.
 */
export const sessionProfileSchema = z.object({
  id: idSchema,
  name: optionalTextSchema,
  email: optionalTextSchema,
  profilePicture: optionalTextSchema,
  roleId: idSchema,
  loginId: preprocess(nullToUndefined, z.optional(loginIdSchema)),
  role: preprocess(nullToUndefined, z._default(z.enum(roleNames), defaultRoleName)),
  agentId: optionalIdSchema,
  developerId: optionalIdSchema,
});

/** The stored session profile. */
export type SessionProfile = z.infer<typeof sessionProfileSchema>;

/** Answer of `GET /api/profile`, reduced to the session profile. */
export const sessionProfileResponseSchema = z.pipe(
  z.object({ data: sessionProfileSchema }),
  z.transform((response: { data: SessionProfile }) => response.data),
);

import { defaultRoleName, roleNames, type RoleName } from '../constants/roles';
import { sessionDecoder, type Read } from './sessionDecoder';
import { failed, optional, readInt, readIntOrText, readNonEmptyText, readOneOf, readPositiveNumber, readRecord, readText } from './sessionFields';

/**
 * Token and session-profile shapes of the auth contract (docs/decisions.md, 'Auth paths').
 * The specs never show these calls, so the decoders are lenient where a server might differ in
 * detail (nulls, extra fields, a lifetime as a numeric string) and strict where the session depends
 * on a value (a token, its lifetime, the profile's id and roleId). The roleId 4 check and the refresh
 * lead time are `hasAgencyRole` and `sessionLimits` of the constants.
 *
 * Hand-written rather than zod: the session decodes these on every first visit, before any screen,
 * and zod's core would be a sixth of that first load (`pnpm bench`). They answer `parse` and
 * `safeParse` as a zod schema would, so the api-client takes them as any other schema.
 */

// The sign-in form's body keeps its zod schema in its own module, which only the code that imports it loads.
export { signInRequestSchema, type SignInRequest } from './signInRequest.schema';

/**
 * A new token and its lifetime in seconds: the answer of both sign-in and refresh. A token without
 * a positive lifetime could never be scheduled for refresh, so both fields are required.
 */
export type TokenResponse = { token: string; expiresIn: number };

const readTokenResponse: Read<TokenResponse> = (value, issues, path) => {
  const body = readRecord(value, issues, path);
  if (!body) return failed();
  return {
    token: readNonEmptyText(body.token, issues, [...path, 'token']),
    expiresIn: readPositiveNumber(body.expiresIn, issues, [...path, 'expiresIn']),
  };
};

/** Decodes a {@link TokenResponse}; unknown fields are dropped. */
export const tokenResponseSchema = sessionDecoder(readTokenResponse);

/** Answer of `POST /api/auth/signin`. */
export const signInResponseSchema = tokenResponseSchema;

/** A decoded {@link signInResponseSchema}. */
export type SignInResponse = TokenResponse;

/** Answer of `POST /api/auth/refresh`. */
export const refreshResponseSchema = tokenResponseSchema;

/** A decoded {@link refreshResponseSchema}. */
export type RefreshResponse = TokenResponse;

/** The profile the session keeps (spec 1 section 3 'Session items', spec 3 'Session profile'). */
export type SessionProfile = {
  id: number;
  name?: string | undefined;
  email?: string | undefined;
  profilePicture?: string | undefined;
  roleId: number;
  loginId?: string | number | undefined;
  role: RoleName;
  agentId?: number | undefined;
  developerId?: number | undefined;
};

// In the order the profile is stored; `required` fields are always set, the others only when sent.
const profileFields: { [K in keyof SessionProfile]-?: Read<SessionProfile[K]> } = {
  id: readInt,
  name: optional(readText),
  email: optional(readText),
  profilePicture: optional(readText),
  roleId: readInt,
  loginId: optional(readIntOrText),
  role: readOneOf(roleNames, defaultRoleName),
  agentId: optional(readInt),
  developerId: optional(readInt),
};
const requiredFields = new Set<string>(['id', 'roleId', 'role']);

const readSessionProfile: Read<SessionProfile> = (value, issues, path) => {
  const body = readRecord(value, issues, path);
  if (!body) return failed();
  // Only the session's fields are kept; a field sent as null stays present as undefined, as zod left it.
  const profile: Record<string, unknown> = {};
  for (const [key, read] of Object.entries(profileFields) as [string, Read<unknown>][]) {
    if (requiredFields.has(key) || key in body) profile[key] = read(body[key], issues, [...path, key]);
  }
  return profile as SessionProfile;
};

/** Decodes a stored {@link SessionProfile}, or the agency profile's `data`, keeping exactly these fields. */
export const sessionProfileSchema = sessionDecoder(readSessionProfile);

/** Answer of `GET /api/profile`, reduced to the session profile. */
export const sessionProfileResponseSchema = sessionDecoder<SessionProfile>((value, issues, path) => {
  const body = readRecord(value, issues, path);
  return body ? readSessionProfile(body.data, issues, [...path, 'data']) : failed();
});

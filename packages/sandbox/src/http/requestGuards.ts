import { readJson } from './readJson';
import { knownFieldsOf, textLimitRefusal } from './textLimits';
import { errorResponse } from './responses';

/** One reason a body did not fit its schema, as zod reports it. */
interface SchemaIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/**
 * Anything with zod's `safeParse`, typed structurally: the sandbox takes the domain's schemas
 * without depending on zod itself.
 */
export interface BodySchema<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false; error: { issues: readonly SchemaIssue[] } };
}

/** The 401 body of a property-host call without a valid session (Spring Security's wording). */
export const unauthorizedMessage = 'Full authentication is required to access this resource';

/** The account a session token stands for: its role (4 agency, 5 agent, 3 developer) and its id within that role. */
export interface SessionAccount {
  readonly roleId: number;
  readonly id: number;
}

/** What checks a token: the accounts host's token store (signature, expiry, reset). */
export interface TokenVerifier {
  resolve(token: string): SessionAccount | undefined;
}

/** The token of an `Authorization: Bearer <token>` header (scheme in any case), or null. */
export function bearerTokenOf(request: Request): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get('authorization') ?? '');
  return match?.[1] ?? null;
}

/**
 * The account of the request's session, or the property host's 401: without a token, or with one
 * the accounts host never signed, edited since, signed by another sandbox or expired. Both hosts
 * share the token store, so a token is good on one exactly when it is good on the other.
 */
export function requireSession(request: Request, tokens: TokenVerifier): SessionAccount | Response {
  const token = bearerTokenOf(request);
  return (token === null ? undefined : tokens.resolve(token)) ?? errorResponse(401, unauthorizedMessage);
}

/** A 401 answer when the request has no valid session (see {@link requireSession}), else null. */
export function requireBearer(request: Request, tokens: TokenVerifier): Response | null {
  const session = requireSession(request, tokens);
  return session instanceof Response ? session : null;
}

/**
 * For the calls the specs make without a token (FAQs, agent-agency relationships): null when the
 * request carries no `Authorization` header at all, the account when it carries a valid token, and
 * the 401 when it carries anything else, as a Spring resource server refuses a bad bearer token even
 * on an open path.
 */
export function optionalSession(request: Request, tokens: TokenVerifier): SessionAccount | Response | null {
  if (request.headers.get('authorization') === null) return null;
  return requireSession(request, tokens);
}

/** Whether the request carries `Authorization: Bearer <token>` (any non-empty token, valid or not). */
export function hasBearerToken(request: Request): boolean {
  return /^Bearer\s+\S+/i.test(request.headers.get('authorization') ?? '');
}

/** What {@link readJsonBody} found: the decoded body, or the 400 (413 when too large) answer to send. */
export type JsonBodyResult<T> = { readonly ok: true; readonly data: T } | { readonly ok: false; readonly response: Response };

function describeIssues(issues: readonly SchemaIssue[]): string {
  return issues
    .map((issue) => (issue.path.length > 0 ? `${issue.path.map(String).join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

/** The wording of a 400 for a body that is not JSON, and the prefix of one that does not fit its schema. */
export interface BodyRefusalWording {
  readonly malformed: string;
  readonly invalidPrefix: string;
}

const defaultWording: BodyRefusalWording = { malformed: 'Malformed JSON request body', invalidPrefix: 'Invalid request body: ' };

/**
 * Decodes a JSON body already read (see {@link readJson}) with a domain schema. Text over its
 * field's limit (`textFields`, else `storedTextMaxLengths.other`), an unknown top-level field over
 * `unknownFieldMaxChars` of JSON or nesting over `bodyMaxDepth` gives a 400 naming the field before
 * the schema runs; a body that does not fit the schema a 400 naming the fields at fault. A service
 * that words its refusals otherwise passes its own wording.
 */
export function decodeJsonBody<T>(
  body: unknown,
  schema: BodySchema<T>,
  textFields: Readonly<Record<string, number>> = {},
  wording: BodyRefusalWording = defaultWording,
): JsonBodyResult<T> {
  const overlong = textLimitRefusal(body, { fields: textFields, knownFields: knownFieldsOf(schema) });
  if (overlong !== null) return { ok: false, response: errorResponse(400, `${wording.invalidPrefix}${overlong}`) };
  const parsed = schema.safeParse(body);
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, response: errorResponse(400, `${wording.invalidPrefix}${describeIssues(parsed.error.issues)}`) };
}

/**
 * Reads a JSON body (at most `requestBodyLimits.jsonBytes`, else the HTTP server's 413, since in the
 * browser no server stands in front of the handlers) and decodes it (see {@link decodeJsonBody}).
 * A body that is not JSON gives a 400.
 */
export async function readJsonBody<T>(
  request: Request,
  schema: BodySchema<T>,
  textFields: Readonly<Record<string, number>> = {},
  wording: BodyRefusalWording = defaultWording,
): Promise<JsonBodyResult<T>> {
  const read = await readJson(request);
  if (read.kind === 'too-large') return { ok: false, response: read.response };
  if (read.kind === 'malformed') return { ok: false, response: errorResponse(400, wording.malformed) };
  return decodeJsonBody(read.body, schema, textFields, wording);
}

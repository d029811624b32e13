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

/** The 401 body of a property-host call made without a bearer token (Spring Security's wording). */
export const unauthorizedMessage = 'Full authentication is required to access this resource';

/**
 * A 401 answer when the request carries no `Authorization: Bearer <token>`, else null. The sandbox
 * checks only that a token is present: tokens are issued and checked by the accounts host, and a
 * demo must keep working across sandbox restarts that forget every token issued before.
 */
export function requireBearer(request: Request): Response | null {
  return hasBearerToken(request) ? null : errorResponse(401, unauthorizedMessage);
}

/** Whether the request carries `Authorization: Bearer <token>` (any non-empty token). */
export function hasBearerToken(request: Request): boolean {
  return /^Bearer\s+\S+/i.test(request.headers.get('authorization') ?? '');
}

/** What {@link readJsonBody} found: the decoded body, or the 400 answer to send. */
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
 * Reads a JSON body and decodes it with a domain schema. A body that is not JSON, or does not fit,
 * gives a 400 in the contract's `{ message: { en } }` shape naming the fields at fault; a service
 * that words its refusals otherwise passes its own wording.
 */
export async function readJsonBody<T>(
  request: Request,
  schema: BodySchema<T>,
  wording: BodyRefusalWording = defaultWording,
): Promise<JsonBodyResult<T>> {
  let body: unknown;
  try {
    const text = await request.text();
    body = text.trim() === '' ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return { ok: false, response: errorResponse(400, wording.malformed) };
  }
  const parsed = schema.safeParse(body);
  if (parsed.success) return { ok: true, data: parsed.data };
  return { ok: false, response: errorResponse(400, `${wording.invalidPrefix}${describeIssues(parsed.error.issues)}`) };
}

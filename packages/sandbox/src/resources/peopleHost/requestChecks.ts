import { errorResponse } from '../../http/responses';

/** One reason a body was refused (a zod issue, reduced to what the message needs). */
interface BodyIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** Anything with zod's `safeParse`: every schema of `@marketplace/domain` fits. */
export interface BodySchema<T> {
  safeParse(input: unknown): { success: true; data: T } | { success: false; error: { issues: readonly BodyIssue[] } };
}

/** A request body that passed its schema, or the 400 to answer instead. */
export type BodyCheck<T> = { readonly ok: true; readonly data: T } | { readonly ok: false; readonly response: Response };

/**
 * Whether the request carries `Authorization: Bearer <token>`. The sandbox cannot verify tokens the
 * accounts host issued to another process, so any non-empty token counts, as a gateway that only
 * checks presence would.
 */
export function hasBearerToken(request: Request): boolean {
  const header = request.headers.get('authorization') ?? '';
  return /^Bearer\s+\S+/i.test(header);
}

/** The 401 a bearer-only call answers without a token. */
export function unauthorizedResponse(): Response {
  return errorResponse(401, 'Full authentication is required to access this resource');
}

function describeIssues(issues: readonly BodyIssue[]): string {
  return issues.map((issue) => (issue.path.length > 0 ? `${issue.path.map(String).join('.')}: ${issue.message}` : issue.message)).join('; ');
}

/**
 * Reads a JSON body and checks it with a domain schema. A body that is not JSON or does not fit
 * answers 400 with a `Validation failed: ...` message naming the fields, which clients map to their
 * 'validation' case.
 */
export async function readValidBody<T>(request: Request, schema: BodySchema<T>): Promise<BodyCheck<T>> {
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return { ok: false, response: errorResponse(400, 'Validation failed: the body is not valid JSON') };
  }
  const result = schema.safeParse(body);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, response: errorResponse(400, `Validation failed: ${describeIssues(result.error.issues)}`) };
}

/** Text for comparing names and e-mails: trimmed, case folded, absent as ''. */
export function comparableText(value: string | null | undefined): string {
  return (value ?? '').trim().toLowerCase();
}

/** An optional text field as a server stores it: blank becomes null. */
export function storedOptionalText(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

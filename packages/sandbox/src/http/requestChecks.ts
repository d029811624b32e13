import { errorResponse } from './responses';
import { readJsonBody, unauthorizedMessage, type BodySchema, type JsonBodyResult } from './requestGuards';

export { hasBearerToken, type BodySchema, type JsonBodyResult as BodyCheck } from './requestGuards';

/** The 401 a bearer-only call answers without a token (the property host's wording). */
export function unauthorizedResponse(): Response {
  return errorResponse(401, unauthorizedMessage);
}

/**
 * Reads a JSON body and checks it with a domain schema, in this service's wording: a refusal reads
 * `Validation failed: ...`, which clients map to their 'validation' case. `textFields` limits text
 * by field (see `decodeJsonBody`).
 */
export function readValidBody<T>(
  request: Request,
  schema: BodySchema<T>,
  textFields: Readonly<Record<string, number>> = {},
): Promise<JsonBodyResult<T>> {
  return readJsonBody(request, schema, textFields, { malformed: 'Validation failed: the body is not valid JSON', invalidPrefix: 'Validation failed: ' });
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

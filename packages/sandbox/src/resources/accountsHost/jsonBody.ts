import { readJson } from '../../http/readJson';
import { errorResponse } from '../../http/responses';
import { knownFieldsOf, textLimitRefusal } from '../../http/textLimits';

/** What {@link readJsonBody} found: the body (undefined when empty or not JSON: the handler then answers 400), or the answer to send. */
export type AccountsJsonRead = { readonly ok: true; readonly body: unknown } | { readonly ok: false; readonly response: Response };

/**
 * A request's JSON body, read as the property host reads it: over `requestBodyLimits.jsonBytes` a
 * 413; text over its field's limit (`textFields`, else `storedTextMaxLengths.other`), a top-level
 * field `schema` does not name over `unknownFieldMaxChars` of JSON, or nesting too deep, a 400 naming
 * the field (the schema's own limits, such as the profile's, still word their refusals themselves).
 */
export async function readJsonBody(
  request: Request,
  schema?: unknown, // a zod object schema, or the list of the fields the handler reads
  textFields: Readonly<Record<string, number>> = {},
): Promise<AccountsJsonRead> {
  const read = await readJson(request);
  if (read.kind === 'too-large') return { ok: false, response: read.response };
  const body = read.kind === 'json' ? read.body : undefined;
  const overlong = textLimitRefusal(body, { fields: textFields, knownFields: knownFieldsOf(schema) });
  return overlong === null ? { ok: true, body } : { ok: false, response: errorResponse(400, overlong) };
}

/** The first issue of a failed zod parse as `path: message`, for a 400's `message.en`. */
export function describeFirstIssue(issues: readonly { readonly path: readonly PropertyKey[]; readonly message: string }[]): string {
  const [first] = issues;
  if (!first) return 'Invalid request body';
  const path = first.path.map(String).join('.');
  return path ? `${path}: ${first.message}` : first.message;
}

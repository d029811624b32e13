/** A request's JSON body, or undefined when it is empty or not JSON (the handler then answers 400). */
export async function readJsonBody(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    return undefined;
  }
}

/** The first issue of a failed zod parse as `path: message`, for a 400's `message.en`. */
export function describeFirstIssue(issues: readonly { readonly path: readonly PropertyKey[]; readonly message: string }[]): string {
  const [first] = issues;
  if (!first) return 'Invalid request body';
  const path = first.path.map(String).join('.');
  return path ? `${path}: ${first.message}` : first.message;
}

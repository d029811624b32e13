/** One reason a value was refused, in the shape the api-client's `DecodeError` carries (zod's issue codes). */
export interface SessionDecodeIssue {
  readonly code: 'invalid_type' | 'invalid_value' | 'invalid_union' | 'too_small' | 'too_big';
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** What `safeParse` answers: the decoded value, or every issue found. */
export type SessionDecodeResult<T> =
  | { success: true; data: T }
  | { success: false; error: { issues: readonly SessionDecodeIssue[] } };

/**
 * A hand-written decoder with zod's `parse` and `safeParse`, so callers cannot tell it from a schema.
 * The session decodes on every first visit, and zod's core alone would be a sixth of that budget.
 */
export interface SessionDecoder<T> {
  parse(input: unknown): T;
  safeParse(input: unknown): SessionDecodeResult<T>;
}

/** Thrown by `parse`; carries the issues like zod's error does. */
export class SessionDecodeError extends Error {
  readonly issues: readonly SessionDecodeIssue[];

  constructor(issues: readonly SessionDecodeIssue[]) {
    super(issues.map((issue) => `${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`).join('; '));
    this.name = 'SessionDecodeError';
    this.issues = issues;
  }
}

/** Reads a value at `path`, reporting what is wrong to `issues`; its result is only used when none were reported. */
export type Read<T> = (value: unknown, issues: SessionDecodeIssue[], path: readonly PropertyKey[]) => T;

/** A decoder from a reader. */
export function sessionDecoder<T>(read: Read<T>): SessionDecoder<T> {
  const safeParse = (input: unknown): SessionDecodeResult<T> => {
    const issues: SessionDecodeIssue[] = [];
    const data = read(input, issues, []);
    return issues.length === 0 ? { success: true, data } : { success: false, error: { issues } };
  };
  return {
    safeParse,
    parse(input) {
      const result = safeParse(input);
      if (result.success) return result.data;
      throw new SessionDecodeError(result.error.issues);
    },
  };
}

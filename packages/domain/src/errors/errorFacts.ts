import { errorKinds, type ErrorKind } from './errorKinds';

/**
 * What the error-to-message mappers read of a failure, whichever layer threw it. The HTTP client's
 * errors (`HttpError`, `NetworkError`, `TimeoutError`, `AbortError`, `DecodeError`) and the session's
 * `SessionError` carry these as fields, so {@link readErrorFacts} reads them without the domain
 * importing the client.
 */
export interface ErrorFacts {
  /** The client's failure kind; 'session' for a session that could not be set up; null for anything else (a bug). */
  readonly kind: ErrorKind | 'session' | null;
  /** The HTTP status of an answered call. */
  readonly status: number | null;
  /** The server's own words (`message.en`), trimmed; null when it sent none. */
  readonly serverMessage: string | null;
  /** The answer's text body, else its status text, trimmed (the `{text}` of 'Upload failed: {status} - {text}'). */
  readonly responseText: string;
  /** The messages of the issues of an answer that did not decode. */
  readonly decodeIssues: readonly string[];
  /** Why the session failed ('wrongRole', 'refreshFailed', ...), for kind 'session'. */
  readonly sessionReason: string | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function readKind(error: Record<string, unknown>): ErrorFacts['kind'] {
  if (error.name === 'SessionError') return 'session';
  const kind = error.kind;
  return typeof kind === 'string' && (errorKinds as readonly string[]).includes(kind) ? (kind as ErrorKind) : null;
}

/** The facts of any thrown value; a value that is not an error object gives empty facts of no kind. */
export function readErrorFacts(error: unknown): ErrorFacts {
  if (!isRecord(error)) {
    return { kind: null, status: null, serverMessage: null, responseText: '', decodeIssues: [], sessionReason: null };
  }
  const kind = readKind(error);
  const status = typeof error.status === 'number' && Number.isInteger(error.status) ? error.status : null;
  const issues = Array.isArray(error.issues) ? error.issues : [];
  return {
    kind,
    status,
    serverMessage: text(error.serverMessage) || null,
    responseText: text(error.body) || text(error.statusText),
    decodeIssues: issues.map((issue: unknown) => (isRecord(issue) ? text(issue.message) : '')),
    sessionReason: kind === 'session' && typeof error.reason === 'string' ? error.reason : null,
  };
}

/**
 * The typed failures of every call. Each carries a `kind`, and an `HttpError` a `status` and the
 * server's message, which is the `{ status, message, kind }` shape domain's error-to-message rules match.
 */

/** What went wrong: the server answered an error, the network failed, the call took too long, was cancelled, or answered a body of the wrong shape. */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'abort' | 'decode';

/** The request an error belongs to. */
export interface ApiRequestInfo {
  /** HTTP method, upper case. */
  method: string;
  /** The full URL, query included. */
  url: string;
  /**
   * The answer carries a credential (the session's token): an error of the call keeps none of its
   * body, so the credential cannot travel with the error into a log or an error report.
   */
  secretAnswer?: boolean;
}

/** One reason a body did not decode (a zod issue, reduced to what a reader needs). */
export interface DecodeIssue {
  readonly code?: string;
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** Base of every error the client throws; `instanceof ApiError` tells them from bugs. */
export abstract class ApiError extends Error {
  abstract readonly kind: ApiErrorKind;
  /** HTTP status; only an `HttpError` has one. */
  readonly status: number | undefined = undefined;
  readonly method: string;
  readonly url: string;

  protected constructor(message: string, request: ApiRequestInfo, options?: { cause?: unknown }) {
    super(message, options);
    this.method = request.method;
    this.url = request.url;
  }
}

/** The server answered with a status outside 200-299. */
export class HttpError extends ApiError {
  readonly kind = 'http' as const;
  override readonly status: number;
  readonly statusText: string;
  /** The server's own message (`message.en`, else a string `message`), when it sent one. */
  readonly serverMessage: string | undefined;
  /** The `errors` list of the body (the CSV upload sends one), else empty. */
  readonly errors: readonly string[];
  /** The body: parsed JSON when it parses, else the text; `undefined` for a secret answer. */
  readonly body: unknown;

  constructor(request: ApiRequestInfo, response: { status: number; statusText: string; body: unknown }) {
    const serverMessage = readServerMessage(response.body);
    super(serverMessage ?? `Request failed with status ${response.status}`, request);
    this.name = 'HttpError';
    this.status = response.status;
    this.statusText = response.statusText;
    this.serverMessage = serverMessage;
    this.errors = readServerErrors(response.body);
    this.body = request.secretAnswer ? undefined : response.body;
  }
}

/** The request never got an answer (offline, DNS, CORS, connection reset). */
export class NetworkError extends ApiError {
  readonly kind = 'network' as const;

  constructor(request: ApiRequestInfo, cause?: unknown) {
    super('Network request failed', request, { cause });
    this.name = 'NetworkError';
  }
}

/** The call took longer than its timeout and was abandoned. */
export class TimeoutError extends ApiError {
  readonly kind = 'timeout' as const;
  readonly timeoutMs: number;

  constructor(request: ApiRequestInfo, timeoutMs: number) {
    super(`Request timed out after ${timeoutMs} ms`, request);
    this.name = 'TimeoutError';
    this.timeoutMs = timeoutMs;
  }
}

/** The caller cancelled the call through its `AbortSignal`. */
export class AbortError extends ApiError {
  readonly kind = 'abort' as const;

  constructor(request: ApiRequestInfo) {
    super('Request was cancelled', request);
    this.name = 'AbortError';
  }
}

/**
 * The server answered 2xx with a body that does not match the expected schema. The issues stay out
 * of `message`: their wording ('Invalid input') would make message-matching rules read a validation error.
 */
export class DecodeError extends ApiError {
  readonly kind = 'decode' as const;
  readonly issues: readonly DecodeIssue[];
  /** The first issues with their paths, for logs and developer tools. */
  readonly summary: string;
  /** The body as received; `undefined` for a secret answer. */
  readonly body: unknown;

  constructor(request: ApiRequestInfo, issues: readonly DecodeIssue[], body: unknown) {
    super('Unexpected response body', request);
    this.name = 'DecodeError';
    this.issues = issues;
    this.summary = describeIssues(issues);
    this.body = request.secretAnswer ? undefined : body;
  }
}

/** Whether a value is one of the client's typed errors. */
export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The server's message in an error body: `message.en`, else `message` when it is a string
 * (docs/decisions.md, 'Error bodies'). Blank messages count as none.
 */
export function readServerMessage(body: unknown): string | undefined {
  if (!isRecord(body)) return undefined;
  const { message } = body;
  const text = isRecord(message) ? message.en : message;
  return typeof text === 'string' && text.trim() !== '' ? text : undefined;
}

function readServerErrors(body: unknown): readonly string[] {
  if (!isRecord(body) || !Array.isArray(body.errors)) return [];
  return body.errors.filter((entry): entry is string => typeof entry === 'string');
}

function describeIssues(issues: readonly DecodeIssue[]): string {
  const shown = issues.slice(0, 3).map((issue) => {
    const path = issue.path.map(String).join('.');
    return path ? `${path}: ${issue.message}` : issue.message;
  });
  return issues.length > 3 ? `${shown.join('; ')} (+${issues.length - 3} more)` : shown.join('; ');
}

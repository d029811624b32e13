import { errorKinds, type ErrorKind } from './errorKinds';
import type { ErrorMessageTable } from './errorMessageTable';

/** The error shape the mapping reads; an `Error` (or subclass carrying `status` / `kind`) fits it too. */
export interface ErrorLike {
  status?: number;
  message?: string;
  kind?: ErrorKind;
}

/** The specific cases of an {@link ErrorMessageTable}. */
export type ErrorCase = Exclude<keyof ErrorMessageTable, 'default'>;

interface ErrorFacts {
  readonly status: number | null;
  readonly message: string;
  readonly kind: ErrorKind | null;
}

const kindByErrorName: Readonly<Record<string, ErrorKind>> = {
  NetworkError: 'network',
  TimeoutError: 'timeout',
  AbortError: 'abort',
  DecodeError: 'decode',
  HttpError: 'http',
};

// Messages such as 'Failed to fetch agents. Status: 500' (spec 2), 'Failed to fetch reviews: 500'
// (spec 1) or 'Error: 404 - Not Found' (spec 3) carry the status in their text.
const statusInMessagePatterns = [/\bstatus(?:\s+code)?\s*:?\s*([1-5]\d\d)\b/i, /:\s*([1-5]\d\d)\s*(?:-|$)/];

const substringsByCase: readonly (readonly [ErrorCase, readonly string[]])[] = [
  ['notFound', ['not found']],
  ['forbidden', ['unauthorized', 'forbidden', 'permission']],
  ['duplicate', ['duplicate', 'already exists']],
  ['validation', ['validation', 'invalid']],
  ['network', ['network', 'timeout', 'timed out']],
  ['server', ['server error', 'internal']],
];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isErrorKind(value: unknown): value is ErrorKind {
  return typeof value === 'string' && (errorKinds as readonly string[]).includes(value);
}

function readMessage(value: unknown): string {
  if (typeof value === 'string') return value;
  // Server bodies carry `{ message: { en } }`; a caller may pass that message object straight through.
  if (isRecord(value) && typeof value.en === 'string') return value.en;
  return '';
}

function statusFromMessage(message: string): number | null {
  for (const pattern of statusInMessagePatterns) {
    const digits = pattern.exec(message)?.[1];
    if (digits) return Number(digits);
  }
  return null;
}

function readFacts(error: unknown): ErrorFacts {
  if (typeof error === 'string') {
    return { status: statusFromMessage(error), message: error, kind: null };
  }
  if (!isRecord(error)) return { status: null, message: '', kind: null };
  const message = readMessage(error.message);
  const status = typeof error.status === 'number' && Number.isInteger(error.status) ? error.status : null;
  const namedKind = typeof error.name === 'string' ? kindByErrorName[error.name] : undefined;
  return {
    status: status ?? statusFromMessage(message),
    message,
    kind: isErrorKind(error.kind) ? error.kind : (namedKind ?? null),
  };
}

function caseForStatus(status: number): ErrorCase | null {
  if (status === 404) return 'notFound';
  if (status === 401 || status === 403) return 'forbidden';
  if (status === 409) return 'duplicate';
  if (status === 400 || status === 422) return 'validation';
  if (status >= 500 && status <= 599) return 'server';
  return null;
}

/**
 * The cases an error matches, most reliable first: the failure kind (network or timeout), then the
 * HTTP status (the `status` field, else a status written in the message), then substrings of the
 * message, compared case-insensitively (spec 2 section 8). 'failed to fetch' (the browser's text for
 * a request that never got an answer) counts as a network failure only when no status is known,
 * because the specs' own service errors read 'Failed to fetch ... Status: N'.
 */
export function errorCases(error: unknown): readonly ErrorCase[] {
  const facts = readFacts(error);
  const cases: ErrorCase[] = [];
  const add = (found: ErrorCase | null) => {
    if (found && !cases.includes(found)) cases.push(found);
  };
  if (facts.kind === 'network' || facts.kind === 'timeout') add('network');
  if (facts.status !== null) add(caseForStatus(facts.status));
  const text = facts.message.toLowerCase();
  for (const [errorCase, substrings] of substringsByCase) {
    if (substrings.some((substring) => text.includes(substring))) add(errorCase);
  }
  if (facts.status === null && text.includes('failed to fetch')) add('network');
  return cases;
}

/** Whether the error matches one case, e.g. 'duplicate' to mark an agent's row pending (spec 2 section 4). */
export function isErrorCase(error: unknown, errorCase: ErrorCase): boolean {
  return errorCases(error).includes(errorCase);
}

/**
 * The message to show for an error (spec 2 section 8): the first matching case of
 * {@link errorCases} that the table defines, else the table's default.
 */
export function errorMessageFor(error: unknown, table: ErrorMessageTable): string {
  for (const errorCase of errorCases(error)) {
    const message = table[errorCase];
    if (message !== undefined) return message;
  }
  return table.default;
}

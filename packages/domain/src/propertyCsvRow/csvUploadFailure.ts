import { bulkUploadMessages as messages } from '../messages/bulkUpload.messages';
import { sessionMessages } from '../messages/session.messages';

/** How a failed CSV upload is told: the modal's title and text, the result panel's text, the server's list. */
export interface CsvUploadFailure {
  /** One of spec 1 section 8's modal titles. */
  readonly title: string;
  /** The modal's text. */
  readonly message: string;
  /** The result panel's text under 'Upload Failed' (the network case has its own 'screen text'). */
  readonly panelMessage: string;
  /** The server's `errors` list (what is wrong, row by row), else empty. */
  readonly errors: readonly string[];
  /** The user cancelled: the panel says so, no modal is needed. */
  readonly cancelled: boolean;
}

/** What the mapping reads of an upload error (api-client's errors fit it). */
export interface CsvUploadErrorLike {
  readonly kind?: string;
  readonly status?: number;
  readonly serverMessage?: string;
  readonly errors?: readonly string[];
}

function failure(title: string, message: string, extra: Partial<CsvUploadFailure> = {}): CsvUploadFailure {
  return { title, message, panelMessage: message, errors: [], cancelled: false, ...extra };
}

// Each field is read only when it has its type: the upload may fail with something else than the
// client's errors, and an AggregateError's `errors`, say, holds Error objects, not text to list.
function readError(error: unknown): CsvUploadErrorLike {
  if (typeof error !== 'object' || error === null) return {};
  const { kind, status, serverMessage, errors } = error as Record<string, unknown>;
  return {
    kind: typeof kind === 'string' ? kind : undefined,
    status: typeof status === 'number' ? status : undefined,
    serverMessage: typeof serverMessage === 'string' && serverMessage.trim() !== '' ? serverMessage : undefined,
    errors: Array.isArray(errors) ? errors.filter((entry): entry is string => typeof entry === 'string') : undefined,
  };
}

/**
 * The words of a failed POST /api/property/upload-csv (spec 1 section 8): no connection, the
 * 300,000 ms timeout, a cancel, an answer that cannot be read ('Unexpected Error'), a refused token
 * ('Authentication Error'), and the server's refusal with its message and errors list, else the
 * default 'Upload failed. Please try again.'.
 */
export function csvUploadFailure(error: unknown): CsvUploadFailure {
  const { kind, status, serverMessage, errors } = readError(error);
  const titles = messages.modalTitles;
  switch (kind) {
    case 'network':
      return failure(titles.uploadFailed, messages.networkError, { panelMessage: messages.networkErrorScreen });
    case 'timeout':
      return failure(titles.uploadFailed, messages.timeout);
    case 'abort':
      return failure(titles.uploadFailed, messages.cancelled, { cancelled: true });
    case 'decode':
      return failure(titles.unexpectedError, messages.unexpectedResponse);
    case 'http':
      if (status === 401) return failure(titles.authenticationError, serverMessage || sessionMessages.authenticationRequired);
      return failure(titles.uploadFailed, serverMessage || messages.failed, { errors: errors ?? [] });
    default:
      return failure(titles.unexpectedError, messages.failed);
  }
}

/** Why an upload cannot start (spec 1 section 5): no file, no token, no agent id. */
export type CsvUploadBlocker = 'no-file' | 'no-token' | 'no-agent';

/** The modal of each {@link CsvUploadBlocker}. */
export function csvUploadBlockerNotice(blocker: CsvUploadBlocker): { readonly title: string; readonly message: string } {
  const titles = messages.modalTitles;
  switch (blocker) {
    case 'no-file':
      return { title: titles.fileSelectionError, message: messages.selectFile };
    case 'no-token':
      return { title: titles.authenticationError, message: sessionMessages.authenticationRequired };
    case 'no-agent':
      return { title: titles.profileError, message: sessionMessages.agentProfileNotFound };
  }
}

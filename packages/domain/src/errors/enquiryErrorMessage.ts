import type { Messages } from '../messages/messages';
import { readErrorFacts } from './errorFacts';

/** The three enquiry calls whose failures spec 1 section 8 words. */
export type EnquiryCall = 'load' | 'status' | 'note';

/** The short toast of each failed change (spec 1 section 8); the load has none, its banner says it. */
export function enquiryFailureToasts(messages: Messages['enquiries']) {
  return { status: messages.statusUpdateFailedToast, note: messages.noteUpdateFailedToast } as const;
}

/**
 * The banner text of a failed enquiry call (spec 1 section 8, 'Enquiries'): 'Failed to ... Status: N'
 * when the server answered an HTTP error, else (no answer, unreadable answer) 'An unexpected error occurred'.
 */
export function enquiryErrorMessage(call: EnquiryCall, error: unknown, messages: Messages['enquiries']): string {
  const { status } = readErrorFacts(error);
  if (status === null || status < 400) return messages.unexpectedError;
  const withStatus = { load: messages.loadFailed, status: messages.statusUpdateFailed, note: messages.noteUpdateFailed }[call];
  return withStatus(status);
}

import { enquiriesMessages } from '../messages/enquiries.messages';

/** The three enquiry calls whose failures spec 1 section 8 words. */
export type EnquiryCall = 'load' | 'status' | 'note';

const withStatus: Record<EnquiryCall, (status: number) => string> = {
  load: enquiriesMessages.loadFailed,
  status: enquiriesMessages.statusUpdateFailed,
  note: enquiriesMessages.noteUpdateFailed,
};

/** The short toast of each failed change (spec 1 section 8); the load has none, its banner says it. */
export const enquiryFailureToasts = {
  status: enquiriesMessages.statusUpdateFailedToast,
  note: enquiriesMessages.noteUpdateFailedToast,
} as const;

/**
 * The banner text of a failed enquiry call: 'Failed to ... Status: N' when the server answered an
 * HTTP error, else (no answer, unreadable answer) 'An unexpected error occurred'.
 */
export function enquiryErrorMessage(call: EnquiryCall, error: unknown): string {
  const status = typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;
  return typeof status === 'number' && Number.isInteger(status) && status >= 400 ? withStatus[call](status) : enquiriesMessages.unexpectedError;
}

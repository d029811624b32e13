import { describe, expect, it } from 'vitest';
import { enquiryErrorMessage, enquiryFailureToasts } from './enquiryErrorMessages';

describe('enquiryErrorMessage', () => {
  it('words an HTTP failure of each call with its status (spec 1 section 8)', () => {
    expect(enquiryErrorMessage('load', { status: 500 })).toBe('Failed to fetch inquiries. Status: 500');
    expect(enquiryErrorMessage('status', { status: 404 })).toBe('Failed to update inquiry status. Status: 404');
    expect(enquiryErrorMessage('note', { status: 403 })).toBe('Failed to update note. Status: 403');
  });

  it('falls back to the generic message without an HTTP status', () => {
    expect(enquiryErrorMessage('load', new TypeError('Failed to fetch'))).toBe('An unexpected error occurred');
    expect(enquiryErrorMessage('status', { status: undefined })).toBe('An unexpected error occurred');
    expect(enquiryErrorMessage('note', 'boom')).toBe('An unexpected error occurred');
    expect(enquiryErrorMessage('load', null)).toBe('An unexpected error occurred');
    expect(enquiryErrorMessage('load', { status: 200 })).toBe('An unexpected error occurred');
  });

  it('has the toasts of the two changes', () => {
    expect(enquiryFailureToasts).toEqual({ status: 'Failed to update inquiry status', note: 'Failed to update note' });
  });
});

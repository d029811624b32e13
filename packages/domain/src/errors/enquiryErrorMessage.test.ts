import { describe, expect, it } from 'vitest';
import { en } from '../messages/messages';
import { enquiryErrorMessage, enquiryFailureToasts } from './enquiryErrorMessage';

const copy = en.enquiries;

describe('enquiryErrorMessage', () => {
  it('words an HTTP failure of each call with its status (spec 1 section 8)', () => {
    expect(enquiryErrorMessage('load', { status: 500 }, copy)).toBe('Failed to fetch inquiries. Status: 500');
    expect(enquiryErrorMessage('status', { status: 404 }, copy)).toBe('Failed to update inquiry status. Status: 404');
    expect(enquiryErrorMessage('note', { status: 403 }, copy)).toBe('Failed to update note. Status: 403');
  });

  it('falls back to the generic message without an HTTP status', () => {
    expect(enquiryErrorMessage('load', new TypeError('Failed to fetch'), copy)).toBe('An unexpected error occurred');
    expect(enquiryErrorMessage('status', { status: undefined }, copy)).toBe('An unexpected error occurred');
    expect(enquiryErrorMessage('note', 'boom', copy)).toBe('An unexpected error occurred');
    expect(enquiryErrorMessage('load', null, copy)).toBe('An unexpected error occurred');
    expect(enquiryErrorMessage('load', { status: 200 }, copy)).toBe('An unexpected error occurred');
  });

  it('has the toasts of the two changes', () => {
    expect(enquiryFailureToasts(copy)).toEqual({ status: 'Failed to update inquiry status', note: 'Failed to update note' });
  });

  it('words it in the catalogue it is given', () => {
    const arabic = { ...copy, loadFailed: (status: number) => `تعذر جلب الاستفسارات: ${status}` };
    expect(enquiryErrorMessage('load', { status: 503 }, arabic)).toBe('تعذر جلب الاستفسارات: 503');
  });
});

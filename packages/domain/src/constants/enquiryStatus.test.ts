import { describe, expect, it } from 'vitest';
import { enquiryStatusLabel, enquiryStatuses, isEnquiryStatus } from './enquiryStatus';

describe('enquiry statuses', () => {
  it('labels each status as the status filter shows it', () => {
    expect(enquiryStatuses.map(enquiryStatusLabel)).toEqual(['New', 'In Progress', 'Resolved', 'Closed']);
  });

  it('recognises only the four statuses, in upper case', () => {
    expect(isEnquiryStatus('IN_PROGRESS')).toBe(true);
    expect(isEnquiryStatus('DONE')).toBe(false);
    expect(isEnquiryStatus('new')).toBe(false);
    expect(isEnquiryStatus(1)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { enquiryStatuses, type EnquiryStatus } from '../constants/enquiryStatus';
import { createEnquiry } from './enquiry.fixtures';
import { countEnquiries } from './enquiryCounters.rules';

const withStatuses = (statuses: readonly EnquiryStatus[]) =>
  statuses.map((status, index) => createEnquiry(index + 1, { id: index + 1, status }));

describe('countEnquiries', () => {
  it('is all zero for no enquiries', () => {
    expect(countEnquiries([])).toEqual({ total: 0, pending: 0, resolved: 0, urgent: 0 });
  });

  it.each([
    ['NEW', { total: 1, pending: 1, resolved: 0, urgent: 1 }],
    ['IN_PROGRESS', { total: 1, pending: 1, resolved: 0, urgent: 0 }],
    ['RESOLVED', { total: 1, pending: 0, resolved: 1, urgent: 0 }],
    ['CLOSED', { total: 1, pending: 0, resolved: 1, urgent: 0 }],
  ] as const)('counts a lone %s enquiry by the spec rules', (status, counts) => {
    expect(countEnquiries(withStatuses([status]))).toEqual(counts);
  });

  it('counts Pending as neither RESOLVED nor CLOSED, Resolved as RESOLVED or CLOSED, Urgent as NEW, Total as all', () => {
    const enquiries = withStatuses(['NEW', 'NEW', 'NEW', 'IN_PROGRESS', 'IN_PROGRESS', 'RESOLVED', 'CLOSED', 'CLOSED', 'CLOSED', 'CLOSED']);
    expect(countEnquiries(enquiries)).toEqual({ total: 10, pending: 5, resolved: 5, urgent: 3 });
  });

  it('keeps Pending plus Resolved equal to Total on seeded data', () => {
    const enquiries = Array.from({ length: 200 }, (_, index) => createEnquiry(index + 1000));
    const counts = countEnquiries(enquiries);
    expect(counts.total).toBe(200);
    expect(counts.pending + counts.resolved).toBe(counts.total);
    expect(counts.urgent).toBe(enquiries.filter((enquiry) => enquiry.status === 'NEW').length);
    expect(counts.urgent).toBeLessThanOrEqual(counts.pending);
    expect(new Set(enquiries.map((enquiry) => enquiry.status))).toEqual(new Set(enquiryStatuses));
  });

  it('needs only the status of each enquiry', () => {
    expect(countEnquiries([{ status: 'NEW' }, { status: 'CLOSED' }])).toEqual({ total: 2, pending: 1, resolved: 1, urgent: 1 });
  });
});

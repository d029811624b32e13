import { describe, expect, it } from 'vitest';
import { enquiryStatuses } from '../constants/enquiryStatus';
import { expectSchemaRoundTrip, isDateIn2025Or2026, sampleMany } from '../fixtures/fixtureChecks.testing';
import { createSeededRandom } from '../fixtures/seededRandom';
import { createEnquiry, enquiryStatusFor } from './enquiry.fixtures';
import { enquirySchema } from './enquiry.schema';

describe('createEnquiry', () => {
  const enquiries = sampleMany((random) => createEnquiry(random));

  it('passes the enquiry schema unchanged, item after item', () => {
    expectSchemaRoundTrip(enquirySchema, enquiries);
  });

  it('is deterministic: the same seed gives the same enquiry, another seed another', () => {
    expect(createEnquiry(31)).toEqual(createEnquiry(31));
    expect(createEnquiry(31)).not.toEqual(createEnquiry(32));
  });

  it('covers every status, dates within 2025-2026, UAE mobiles and English and Arabic messages', () => {
    expect(new Set(enquiries.map((enquiry) => enquiry.status))).toEqual(new Set(enquiryStatuses));
    for (const enquiry of enquiries) {
      expect(isDateIn2025Or2026(enquiry.createdAt)).toBe(true);
      if (enquiry.phone) expect(enquiry.phone).toMatch(/^\+971 5\d \d{3} \d{4}$/);
      expect(enquiry.email).toMatch(/^[a-z.]+\d*@[a-z]+\.com$/);
    }
    expect(enquiries.some((enquiry) => enquiry.phone)).toBe(true);
    expect(enquiries.some((enquiry) => /[\u0600-\u06FF]/.test(enquiry.message ?? ''))).toBe(true);
    expect(enquiries.some((enquiry) => /interested|viewing|payment plan/.test(enquiry.message ?? ''))).toBe(true);
  });

  it('leaves a NEW enquiry without a note and gives handled ones notes', () => {
    expect(enquiries.filter((enquiry) => enquiry.status === 'NEW').every((enquiry) => enquiry.note === null)).toBe(true);
    expect(enquiries.some((enquiry) => enquiry.status !== 'NEW' && enquiry.note)).toBe(true);
  });

  it('quotes the subject, dates by recency and lets overrides win', () => {
    const enquiry = createEnquiry(
      createSeededRandom(4),
      { id: 77, propertyId: 1001, status: 'CLOSED' },
      { subject: 'Marina Gate 2BR', recency: 0 },
    );
    expect(enquiry).toMatchObject({ id: 77, propertyId: 1001, projectId: null, status: 'CLOSED', createdAt: '2025-01-01T00:00:00' });
    const quoted = sampleMany((random) => createEnquiry(random, {}, { subject: 'Reem Bay Towers' }), 20);
    const withMessages = quoted.filter((item) => item.message);
    expect(withMessages.length).toBeGreaterThan(0);
    expect(withMessages.every((item) => item.message?.includes('Reem Bay Towers'))).toBe(true);
  });
});

describe('enquiryStatusFor', () => {
  it('leans recent enquiries towards NEW and old ones towards RESOLVED and CLOSED', () => {
    const random = createSeededRandom(12);
    const share = (recency: number, statuses: readonly string[]) =>
      Array.from({ length: 2000 }, () => enquiryStatusFor(random, recency)).filter((status) => statuses.includes(status)).length / 2000;
    expect(share(1, ['NEW'])).toBeGreaterThan(share(0, ['NEW']) + 0.3);
    expect(share(0, ['RESOLVED', 'CLOSED'])).toBeGreaterThan(share(1, ['RESOLVED', 'CLOSED']) + 0.3);
  });
});

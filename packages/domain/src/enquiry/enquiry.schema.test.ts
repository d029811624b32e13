import { describe, expect, it } from 'vitest';
import { enquiryListSchema, enquiryNoteUpdateSchema, enquirySchema, enquiryStatusUpdateSchema } from './enquiry.schema';

const enquiry = {
  id: 1042,
  name: 'Fatima Al Mansoori',
  email: 'fatima.mansoori@example.ae',
  phone: '+971 50 123 4567',
  message: 'Is the 2-bedroom unit in Dubai Marina still available at AED 1,850,000?',
  note: null,
  status: 'NEW',
  createdAt: '2025-03-14T09:30:00',
  propertyId: 311,
};

describe('enquiry schema', () => {
  it('accepts an enquiry about a property, with no note yet', () => {
    const parsed = enquirySchema.parse(enquiry);
    expect(parsed.note).toBeNull();
    expect(parsed.projectId).toBeUndefined();
  });

  it('accepts every status and a project enquiry', () => {
    for (const status of ['NEW', 'IN_PROGRESS', 'RESOLVED', 'CLOSED']) {
      expect(enquirySchema.safeParse({ ...enquiry, status, propertyId: undefined, projectId: 7 }).success).toBe(true);
    }
  });

  it('rejects an unknown status', () => {
    expect(enquirySchema.safeParse({ ...enquiry, status: 'DONE' }).success).toBe(false);
    expect(enquiryStatusUpdateSchema.safeParse({ status: 'DONE' }).success).toBe(false);
  });

  it('requires an id, a status and a creation date', () => {
    expect(enquirySchema.safeParse({ ...enquiry, id: undefined }).success).toBe(false);
    expect(enquirySchema.safeParse({ ...enquiry, status: undefined }).success).toBe(false);
    expect(enquirySchema.safeParse({ ...enquiry, createdAt: undefined }).success).toBe(false);
  });

  it('rejects a non-integer property id', () => {
    expect(enquirySchema.safeParse({ ...enquiry, propertyId: 'P-311' }).success).toBe(false);
  });

  it('reads the list answer and drops unknown fields', () => {
    const [first] = enquiryListSchema.parse([{ ...enquiry, agencyId: 9 }]);
    expect(first).not.toHaveProperty('agencyId');
  });

  it('accepts the status and note change bodies', () => {
    expect(enquiryStatusUpdateSchema.parse({ status: 'RESOLVED' })).toEqual({ status: 'RESOLVED' });
    expect(enquiryNoteUpdateSchema.parse({ note: 'Called back, viewing on Monday' }).note).toContain('viewing');
    expect(enquiryNoteUpdateSchema.safeParse({ note: null }).success).toBe(false);
  });
});

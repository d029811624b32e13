import { describe, expect, it } from 'vitest';
import { springPageSchema } from '../springPage/springPage.schema';
import { faqCreatePayloadSchema, faqSchema, faqUpdatePayloadSchema } from './faq.schema';

const faq = {
  id: 14,
  faqType: 'PROPERTY',
  itemId: 311,
  question: 'Is chiller included in the service charge?',
  answer: 'Yes, district cooling is included for the Marina Heights units.',
  created: '2025-03-14T09:30:00',
  updated: '2025-03-20T11:00:00',
};

describe('FAQ schema', () => {
  it('reads the search answer', () => {
    const page = springPageSchema(faqSchema).parse({ content: [faq], number: 0, totalPages: 1, totalElements: 1 });
    expect(page.content[0]?.itemId).toBe(311);
  });

  it('refuses another FAQ type', () => {
    expect(faqSchema.safeParse({ ...faq, faqType: 'PROJECT' }).success).toBe(false);
  });
});

describe('FAQ payloads', () => {
  const create = { faqType: 'PROPERTY', itemId: 311, question: faq.question, answer: faq.answer };

  it('accepts a creation and an update', () => {
    expect(faqCreatePayloadSchema.parse(create)).toEqual(create);
    expect(faqUpdatePayloadSchema.parse({ question: 'Parking?', answer: 'One covered bay.' })).toEqual({
      question: 'Parking?',
      answer: 'One covered bay.',
    });
  });

  it('refuses a blank question or answer', () => {
    expect(faqUpdatePayloadSchema.safeParse({ question: '  ', answer: 'One covered bay.' }).success).toBe(false);
    expect(faqUpdatePayloadSchema.safeParse({ question: 'Parking?', answer: '' }).success).toBe(false);
  });

  it('limits the question to 250 and the answer to 1500 characters', () => {
    expect(faqUpdatePayloadSchema.safeParse({ question: 'q'.repeat(250), answer: 'a'.repeat(1500) }).success).toBe(true);
    expect(faqUpdatePayloadSchema.safeParse({ question: 'q'.repeat(251), answer: 'a' }).success).toBe(false);
    expect(faqUpdatePayloadSchema.safeParse({ question: 'q', answer: 'a'.repeat(1501) }).success).toBe(false);
  });

  it('requires the type and the property id on create', () => {
    expect(faqCreatePayloadSchema.safeParse({ ...create, itemId: undefined }).success).toBe(false);
    expect(faqCreatePayloadSchema.safeParse({ ...create, faqType: 'PROJECT' }).success).toBe(false);
  });
});

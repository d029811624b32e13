import { describe, expect, it } from 'vitest';
import { faqLimits } from '../constants/limits';
import { expectSchemaRoundTrip, isDateIn2025Or2026, sampleMany } from '../fixtures/fixtureChecks.testing';
import { createFaq, createPropertyFaqs, faqEntries } from './faq.fixtures';
import { faqSchema, faqUpdatePayloadSchema } from './faq.schema';

describe('createFaq', () => {
  const faqs = sampleMany((random) => createFaq(random));

  it('passes the FAQ schema unchanged, item after item', () => {
    expectSchemaRoundTrip(faqSchema, faqs);
  });

  it('is deterministic', () => {
    expect(createFaq(3)).toEqual(createFaq(3));
    expect(createFaq(3)).not.toEqual(createFaq(4));
  });

  it('is a PROPERTY FAQ the dialog could save, created in 2025-2026 and updated later when updated', () => {
    for (const faq of faqs) {
      expect(faq.faqType).toBe('PROPERTY');
      faqUpdatePayloadSchema.parse({ question: faq.question, answer: faq.answer });
      expect(isDateIn2025Or2026(faq.created)).toBe(true);
      if (faq.updated) expect(faq.updated > (faq.created ?? '')).toBe(true);
    }
    expect(faqs.some((faq) => faq.updated === null)).toBe(true);
    expect(faqs.some((faq) => faq.updated !== null)).toBe(true);
  });

  it('keeps every stock question and answer within the limits', () => {
    for (const entry of faqEntries) {
      expect(entry.question.length).toBeLessThanOrEqual(faqLimits.questionMaxLength);
      expect(entry.answer.length).toBeLessThanOrEqual(faqLimits.answerMaxLength);
    }
  });
});

describe('createPropertyFaqs', () => {
  it('asks different questions about one property with ids counting up', () => {
    const faqs = createPropertyFaqs(5, 1004, 11, 4);
    expect(faqs.map((faq) => faq.id)).toEqual([11, 12, 13, 14]);
    expect(faqs.every((faq) => faq.itemId === 1004)).toBe(true);
    expect(new Set(faqs.map((faq) => faq.question)).size).toBe(4);
    expect(createPropertyFaqs(5, 1004, 11, 4)).toEqual(faqs);
  });
});

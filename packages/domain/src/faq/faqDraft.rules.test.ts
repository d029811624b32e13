import { describe, expect, it } from 'vitest';
import { faqCounterTone, faqDraftProblem, faqFieldMaxLength, isFaqFieldOverLimit } from './faqDraft.rules';

const text = (length: number) => 'a'.repeat(length);

describe('faqCounterTone (spec 3 section 5: amber at 20% left or less, red at 10% or less)', () => {
  it.each([
    // question, 250: 20% is 50 characters left, 10% is 25
    [0, 250, 'neutral'],
    [199, 250, 'neutral'],
    [200, 250, 'warning'],
    [224, 250, 'warning'],
    [225, 250, 'danger'],
    [250, 250, 'danger'],
    [251, 250, 'danger'],
    // answer, 1500: 20% is 300 left, 10% is 150
    [1199, 1500, 'neutral'],
    [1200, 1500, 'warning'],
    [1349, 1500, 'warning'],
    [1350, 1500, 'danger'],
    [1501, 1500, 'danger'],
  ] as const)('%i of %i characters is %s', (length, max, tone) => {
    expect(faqCounterTone(length, max)).toBe(tone);
  });
});

describe('faqDraftProblem', () => {
  it('accepts a question of 250 characters and an answer of 1500', () => {
    expect(faqFieldMaxLength).toEqual({ question: 250, answer: 1500 });
    expect(faqDraftProblem({ question: text(250), answer: text(1500) })).toBeNull();
  });

  it('refuses a question of 251 characters and an answer of 1501, never cutting them', () => {
    expect(faqDraftProblem({ question: text(251), answer: 'Yes.' })).toBe('questionTooLong');
    expect(faqDraftProblem({ question: 'Freehold?', answer: text(1501) })).toBe('answerTooLong');
    expect(isFaqFieldOverLimit('question', text(251))).toBe(true);
    expect(isFaqFieldOverLimit('question', text(250))).toBe(false);
    expect(isFaqFieldOverLimit('answer', text(1501))).toBe(true);
    expect(isFaqFieldOverLimit('answer', text(1500))).toBe(false);
  });

  it('refuses an empty or blank question or answer first', () => {
    expect(faqDraftProblem({ question: '', answer: 'Yes.' })).toBe('blank');
    expect(faqDraftProblem({ question: 'Freehold?', answer: ' \n\t ' })).toBe('blank');
    expect(faqDraftProblem({ question: '   ', answer: text(1501) })).toBe('blank');
  });
});

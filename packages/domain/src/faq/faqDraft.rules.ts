import { faqLimits } from '../constants/limits';

/** The two fields of an FAQ's form. */
export type FaqField = 'question' | 'answer';

/** What the FAQ form holds: the text as typed. */
export interface FaqDraftText {
  readonly question: string;
  readonly answer: string;
}

/** The most characters each field may hold (spec 3 sections 5 and 9). */
export const faqFieldMaxLength: Readonly<Record<FaqField, number>> = {
  question: faqLimits.questionMaxLength,
  answer: faqLimits.answerMaxLength,
};

/** The colour of a remaining-characters counter: neutral, amber (warning) or red (danger). */
export type FaqCounterTone = 'neutral' | 'warning' | 'danger';

/**
 * The counter's tone for a field holding `length` characters (spec 3 section 5): amber once 20% of
 * the limit or less is left, red once 10% or less is left, and red beyond the limit, where the
 * share left is negative. Lengths are counted as the server counts them (UTF-16 code units).
 */
export function faqCounterTone(length: number, maxLength: number): FaqCounterTone {
  const shareLeft = (maxLength - length) / maxLength;
  if (shareLeft <= faqLimits.counterRedShareLeft) return 'danger';
  if (shareLeft <= faqLimits.counterAmberShareLeft) return 'warning';
  return 'neutral';
}

/** Why a draft cannot be saved: a blank field, or a field over its limit. */
export type FaqDraftProblem = 'blank' | 'questionTooLong' | 'answerTooLong';

/**
 * The first reason the draft cannot be sent, or null when it can: both fields are required and not
 * blank (spec 3 section 5), and neither may exceed its limit. Text over the limit is kept as typed
 * or pasted and refused here, never cut.
 */
export function faqDraftProblem(draft: FaqDraftText): FaqDraftProblem | null {
  if (draft.question.trim() === '' || draft.answer.trim() === '') return 'blank';
  if (draft.question.length > faqFieldMaxLength.question) return 'questionTooLong';
  if (draft.answer.length > faqFieldMaxLength.answer) return 'answerTooLong';
  return null;
}

/** Whether a field holds more than its limit. */
export function isFaqFieldOverLimit(field: FaqField, text: string): boolean {
  return text.length > faqFieldMaxLength[field];
}

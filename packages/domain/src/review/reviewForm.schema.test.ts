import { describe, expect, it } from 'vitest';
import { reviewFormSchema } from './reviewForm.schema';

const messagesOf = (input: unknown) => {
  const parsed = reviewFormSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('reviewFormSchema', () => {
  it('accepts a whole rating 1-5 and a text, trimming the text', () => {
    expect(reviewFormSchema.parse({ rating: 4, review: '  Helpful team.  ' })).toEqual({ rating: 4, review: 'Helpful team.' });
    expect(reviewFormSchema.parse({ rating: 1, review: 'a'.repeat(500) }).review).toHaveLength(500);
  });

  it("says 'Please select a rating' without a rating or outside 1-5", () => {
    for (const rating of [undefined, null, 0, 6, 2.5]) {
      expect(messagesOf({ rating, review: 'Fine.' })).toEqual(['Please select a rating']);
    }
  });

  it("says 'Please enter a review comment' for an empty or blank text", () => {
    expect(messagesOf({ rating: 3, review: '' })).toEqual(['Please enter a review comment']);
    expect(messagesOf({ rating: 3, review: ' \n\t ' })).toEqual(['Please enter a review comment']);
    expect(messagesOf({ rating: 3 })).toEqual(['Please enter a review comment']);
  });

  it('refuses more than 500 characters after trimming', () => {
    expect(messagesOf({ rating: 3, review: 'a'.repeat(501) })).toEqual(['Review must be at most 500 characters']);
    expect(messagesOf({ rating: 3, review: ` ${'a'.repeat(500)} ` })).toEqual([]);
  });

  it('reports both messages when both fields are missing', () => {
    expect(messagesOf({ review: '' })).toEqual(['Please select a rating', 'Please enter a review comment']);
  });
});

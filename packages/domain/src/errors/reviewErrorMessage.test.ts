import { describe, expect, it } from 'vitest';
import { en } from '../messages/messages';
import { httpFailure, kindFailure } from './errorFakes.testing';
import { reviewSubmitErrorMessage } from './reviewErrorMessage';

describe('reviewSubmitErrorMessage', () => {
  it("shows the server's message.en", () => {
    expect(reviewSubmitErrorMessage(httpFailure(400, 'Bad Request', {}, 'You already reviewed this agency'), en.reviews)).toBe(
      'You already reviewed this agency',
    );
  });

  it("says 'Failed to submit review' for an answer without a message, no answer, or a bug", () => {
    expect(reviewSubmitErrorMessage(httpFailure(500, 'Internal Server Error', ''), en.reviews)).toBe(en.reviews.submitFailed);
    expect(reviewSubmitErrorMessage(kindFailure('network'), en.reviews)).toBe(en.reviews.submitFailed);
    expect(reviewSubmitErrorMessage(new Error('boom'), en.reviews)).toBe(en.reviews.submitFailed);
  });
});

import * as z from 'zod';
import { reviewLimits } from '../constants/limits';
import { reviewsMessages } from '../messages/reviews.messages';

const formMessages = reviewsMessages.form;

/**
 * The Leave a Review form (spec 1 section 5): a whole rating 1 to 5 ('Please select a rating'), a
 * text that is not blank after trimming ('Please enter a review comment') and at most 500
 * characters. The output text is trimmed, as it is sent.
 */
export const reviewFormSchema = z.object({
  rating: z
    .number({ error: formMessages.ratingRequired })
    .int(formMessages.ratingRequired)
    .min(reviewLimits.minRating, formMessages.ratingRequired)
    .max(reviewLimits.maxRating, formMessages.ratingRequired),
  review: z
    .string({ error: formMessages.commentRequired })
    .trim()
    .min(1, formMessages.commentRequired)
    .max(reviewLimits.maxLength, formMessages.commentTooLong(reviewLimits.maxLength)),
});

/** What the form holds while the user edits: no rating until one is chosen. */
export type ReviewFormInput = z.input<typeof reviewFormSchema>;

/** What a valid form submits. */
export type ReviewFormValues = z.output<typeof reviewFormSchema>;

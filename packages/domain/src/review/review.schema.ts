import * as z from 'zod';
import { reviewLimits } from '../constants/limits';
import { idSchema, loginIdSchema, nonBlankStringSchema } from '../primitives/primitives.schema';

/** Review statuses: submitted PENDING, shown once APPROVED (spec 1 sections 3 and 4). */
export const reviewStatuses = ['PENDING', 'APPROVED'] as const;

/** A review status. */
export const reviewStatusSchema = z.enum(reviewStatuses);

/** A review status. */
export type ReviewStatus = z.infer<typeof reviewStatusSchema>;

/**
 * A rating from 1 to 5. The full list filters with rating<=N.99, so reads accept fractions;
 * a submitted rating is a whole star count (see {@link reviewSubmitPayloadSchema}).
 */
export const ratingSchema = z.number().min(reviewLimits.minRating).max(reviewLimits.maxRating);

/** A customer review of an agency (spec 1 section 3). */
export const reviewSchema = z.object({
  reviewId: idSchema,
  loginId: loginIdSchema.nullish(),
  accLoginId: loginIdSchema.nullish(),
  review: z.string(),
  ratingCount: ratingSchema,
  status: reviewStatusSchema.nullish(),
  likes: z.number().int().nullish(),
  isLiked: z.boolean().nullish(),
});

/** A customer review. */
export type Review = z.infer<typeof reviewSchema>;

/**
 * Body of POST /api/auth/common/reviews (spec 1 sections 5 and 7): a whole rating 1-5, a text that
 * is not blank and at most 500 characters, and status PENDING.
 */
export const reviewSubmitPayloadSchema = z.object({
  accLoginId: loginIdSchema,
  review: nonBlankStringSchema.max(reviewLimits.maxLength),
  ratingCount: ratingSchema.int(),
  status: z.literal('PENDING'),
});

/** Body of a review submission. */
export type ReviewSubmitPayload = z.infer<typeof reviewSubmitPayloadSchema>;

/**
 * The answer of GET /api/auth/common/user-details/{loginId}: data.name names a review's author
 * (the screen falls back to 'User {id}').
 */
export const reviewAuthorDetailsSchema = z.object({
  data: z
    .object({
      name: z.string().nullish(),
    })
    .nullish(),
});

/** The author details of a review. */
export type ReviewAuthorDetails = z.infer<typeof reviewAuthorDetailsSchema>;

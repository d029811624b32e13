/** Where a list of reviews stands: loading, failed (the Retry panel) or loaded. */
export const reviewsLoadStatuses = ['loading', 'error', 'ready'] as const;

/** One of {@link reviewsLoadStatuses}. */
export type ReviewsLoadStatus = (typeof reviewsLoadStatuses)[number];

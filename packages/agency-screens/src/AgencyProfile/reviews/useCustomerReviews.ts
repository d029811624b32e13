import { useReviewSummary } from '@marketplace/api-client';
import { reviewStatistics, type LoginId, type Review, type ReviewStatistics } from '@marketplace/domain';
import { useCallback, useMemo } from 'react';
import type { ReviewAuthorNames } from './reviewAuthor';
import type { ReviewsLoadStatus } from './reviewsLoadStatus';
import { useReviewAuthorNames } from './useReviewAuthorNames';

/** What the Customer Reviews panel shows. */
export interface CustomerReviews {
  status: ReviewsLoadStatus;
  statistics: ReviewStatistics;
  /** The first 3 approved reviews. */
  shownReviews: readonly Review[];
  authorNames: ReviewAuthorNames;
  /** Loads the summary again after a failure. */
  retry: () => void;
}

const noReviews: readonly Review[] = [];

/**
 * The Customer Reviews panel's data: the agency's approved reviews (first 100), their statistics,
 * the first 3 with their authors' names. Loading while the login id is unknown.
 */
export function useCustomerReviews(accLoginId: LoginId | null | undefined): CustomerReviews {
  const summary = useReviewSummary(accLoginId);
  const shownReviews = summary.data?.shown ?? noReviews;
  const statistics = useMemo(() => reviewStatistics(summary.data?.reviews ?? noReviews), [summary.data]);
  const authorNames = useReviewAuthorNames(shownReviews);
  const { mutate } = summary;
  const retry = useCallback(() => void mutate(), [mutate]);
  const status: ReviewsLoadStatus = summary.data ? 'ready' : summary.error ? 'error' : 'loading';
  return { status, statistics, shownReviews, authorNames, retry };
}

import type { LoginId, Review } from '@marketplace/domain';
import { useApiQuery } from '../../react/useApiQuery';
import { useOptimisticMutation, type OptimisticMutation } from '../../react/useOptimisticMutation';
import { accountsKeys } from './accountsKeys';
import { defaultReviewSort, type ReviewSort } from './reviewSort';
import { fetchReviewSummary, fetchReviews, submitReview, type ReviewSubmission } from './reviews';

/** The Customer Reviews panel's data for an agency; loads nothing while the login id is unknown. */
export function useReviewSummary(accLoginId: LoginId | null | undefined) {
  return useApiQuery(
    accLoginId == null ? null : { key: accountsKeys.reviewSummary(accLoginId), fetch: (client) => fetchReviewSummary(client, accLoginId) },
  );
}

/** What the All Reviews dialog asks for. */
export interface ReviewListOptions {
  /** Zero-based page. */
  readonly page: number;
  /** A star rating 1-5, or null for all. @default null */
  readonly ratingFilter?: number | null;
  /** @default 'newest' */
  readonly sort?: ReviewSort;
}

/**
 * One page of an agency's approved reviews in the chosen order. Page, rating and sort are each sent
 * to the server, so the order runs across every page.
 */
export function useReviews(accLoginId: LoginId | null | undefined, { page, ratingFilter = null, sort = defaultReviewSort }: ReviewListOptions) {
  const query = useApiQuery(
    accLoginId == null
      ? null
      : {
          key: accountsKeys.reviewPage(accLoginId, page, ratingFilter, sort),
          fetch: (client) => fetchReviews(client, { accLoginId, page, ratingFilter, sort }),
        },
  );
  return { data: query.data, error: query.error, isLoading: query.isLoading, isValidating: query.isValidating, mutate: query.mutate };
}

/**
 * Submits a review. Nothing changes on screen until approval (spec 1 section 4), so no cache is
 * touched; a second trigger while one runs returns the running submission (no double submit).
 */
export function useSubmitReview(): OptimisticMutation<ReviewSubmission, Review | undefined> {
  return useOptimisticMutation<never, ReviewSubmission, Review | undefined>({
    key: null,
    mutation: (client, submission) => submitReview(client, submission),
  });
}

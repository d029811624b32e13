import { defaultReviewSort, useReviews, type ReviewSort } from '@marketplace/api-client';
import type { LoginId, Review } from '@marketplace/domain';
import { useCallback, useState } from 'react';
import type { ReviewAuthorNames } from './reviewAuthor';
import type { RatingFilter } from './reviewFilterOptions';
import type { ReviewsLoadStatus } from './reviewsLoadStatus';
import { useReviewAuthorNames } from './useReviewAuthorNames';

/** What the All Reviews dialog shows and the choices it offers. */
export interface AllReviews {
  status: ReviewsLoadStatus;
  /** The page's reviews in the chosen order. */
  reviews: readonly Review[];
  authorNames: ReviewAuthorNames;
  /** Zero-based. */
  page: number;
  pageCount: number;
  setPage: (page: number) => void;
  ratingFilter: RatingFilter;
  /** Changes the star filter and goes back to the first page. */
  setRatingFilter: (filter: RatingFilter) => void;
  sort: ReviewSort;
  /** Changes the order (sent to the server, so it runs across every page) and goes back to the first page. */
  setSort: (sort: ReviewSort) => void;
  retry: () => void;
}

const noReviews: readonly Review[] = [];

/**
 * The All Reviews dialog's state: page, star filter and sort over the agency's approved reviews.
 * Nothing loads while `isOpen` is false, so a closed dialog costs no call.
 */
export function useAllReviews(accLoginId: LoginId | null | undefined, { isOpen = true }: { isOpen?: boolean } = {}): AllReviews {
  const [page, setPage] = useState(0);
  const [ratingFilter, setFilter] = useState<RatingFilter>(null);
  const [sort, setSortState] = useState<ReviewSort>(defaultReviewSort);
  const list = useReviews(isOpen ? accLoginId : null, { page, ratingFilter, sort });
  const reviews = list.data?.reviews ?? noReviews;
  const authorNames = useReviewAuthorNames(reviews);
  const setRatingFilter = useCallback((filter: RatingFilter) => {
    setFilter(filter);
    setPage(0);
  }, []);
  const setSort = useCallback((next: ReviewSort) => {
    setSortState(next);
    setPage(0);
  }, []);
  const { mutate } = list;
  const retry = useCallback(() => void mutate(), [mutate]);
  const status: ReviewsLoadStatus = list.data ? 'ready' : list.error ? 'error' : 'loading';
  return { status, reviews, authorNames, page, pageCount: list.data?.totalPages ?? 0, setPage, ratingFilter, setRatingFilter, sort, setSort, retry };
}

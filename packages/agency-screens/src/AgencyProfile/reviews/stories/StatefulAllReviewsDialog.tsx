import { defaultReviewSort, sortReviews, type ReviewSort } from '@marketplace/api-client';
import { reviewLimits, slicePage, type Review } from '@marketplace/domain';
import { useState } from 'react';
import { AllReviewsDialog, type AllReviewsDialogProps } from '../AllReviewsDialog';
import type { RatingFilter } from '../reviewFilterOptions';
import type { ReviewAuthorNames } from '../reviewAuthor';

export interface StatefulAllReviewsDialogProps extends Partial<Pick<AllReviewsDialogProps, 'status' | 'onRetry'>> {
  /** Every approved review; the wrapper filters, pages and sorts them as the server and the hook would. */
  reviews: readonly Review[];
  authorNames: ReviewAuthorNames;
}

/** The All Reviews dialog, open, with the page, filter and sort state kept in the story. */
export function StatefulAllReviewsDialog({ reviews, authorNames, status = 'ready', onRetry = () => undefined }: StatefulAllReviewsDialogProps) {
  const [isOpen, setOpen] = useState(true);
  const [page, setPage] = useState(0);
  const [ratingFilter, setRatingFilter] = useState<RatingFilter>(null);
  const [sort, setSort] = useState<ReviewSort>(defaultReviewSort);
  const matching = reviews.filter((review) => ratingFilter === null || Math.floor(review.ratingCount) === ratingFilter);
  const shown = slicePage(sortReviews(matching, sort), page, reviewLimits.fullListPageSize);
  return (
    <AllReviewsDialog
      isOpen={isOpen}
      onOpenChange={setOpen}
      status={status}
      reviews={shown.content}
      authorNames={authorNames}
      page={shown.number}
      pageCount={shown.totalPages}
      onPageChange={setPage}
      ratingFilter={ratingFilter}
      onRatingFilterChange={(filter) => {
        setRatingFilter(filter);
        setPage(0);
      }}
      sort={sort}
      onSortChange={(next) => {
        setSort(next);
        setPage(0);
      }}
      onRetry={onRetry}
    />
  );
}

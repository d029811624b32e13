import type { LoginId } from '@marketplace/domain';
import { useState } from 'react';
import type { CustomerReviewsViewProps } from './CustomerReviewsView';
import { useAllReviews } from './useAllReviews';
import { useCustomerReviews } from './useCustomerReviews';
import { useLeaveReview } from './useLeaveReview';

/** The reviews of one agency on the api-client, shaped as {@link CustomerReviewsViewProps}. */
export function useCustomerReviewsSection(accLoginId: LoginId | null | undefined): CustomerReviewsViewProps {
  const [isAllOpen, setAllOpen] = useState(false);
  const panel = useCustomerReviews(accLoginId);
  const all = useAllReviews(accLoginId, { isOpen: isAllOpen });
  const leave = useLeaveReview(accLoginId);
  return {
    panel: {
      status: panel.status,
      statistics: panel.statistics,
      shownReviews: panel.shownReviews,
      authorNames: panel.authorNames,
      onRetry: panel.retry,
      onViewAll: () => setAllOpen(true),
    },
    leaveReview: { onSubmit: leave.submit, isSubmitting: leave.isSubmitting, error: leave.error },
    allReviews: {
      isOpen: isAllOpen,
      onOpenChange: setAllOpen,
      status: all.status,
      reviews: all.reviews,
      authorNames: all.authorNames,
      page: all.page,
      pageCount: all.pageCount,
      onPageChange: all.setPage,
      ratingFilter: all.ratingFilter,
      onRatingFilterChange: all.setRatingFilter,
      sort: all.sort,
      onSortChange: all.setSort,
      onRetry: all.retry,
    },
    submitted: { isOpen: leave.isSuccessOpen, onOpenChange: leave.setSuccessOpen },
  };
}

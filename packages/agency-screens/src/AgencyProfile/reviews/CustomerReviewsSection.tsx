import type { LoginId } from '@marketplace/domain';
import { useState } from 'react';
import { AllReviewsDialog } from './AllReviewsDialog';
import { CustomerReviewsPanel } from './CustomerReviewsPanel';
import { LeaveReviewForm } from './LeaveReviewForm';
import { ReviewSubmittedDialog } from './ReviewSubmittedDialog';
import { useAllReviews } from './useAllReviews';
import { useCustomerReviews } from './useCustomerReviews';
import { useLeaveReview } from './useLeaveReview';
import * as styles from './reviews.css';

export interface CustomerReviewsSectionProps {
  /** The login id of the agency reviewed. */
  accLoginId: LoginId | null | undefined;
}

/** The connected reviews part of the agency profile: the panel, the All Reviews dialog and Leave a Review. */
export function CustomerReviewsSection({ accLoginId }: CustomerReviewsSectionProps) {
  const [isAllOpen, setAllOpen] = useState(false);
  const panel = useCustomerReviews(accLoginId);
  const all = useAllReviews(accLoginId, { isOpen: isAllOpen });
  const leave = useLeaveReview(accLoginId);
  return (
    <div className={styles.form}>
      <CustomerReviewsPanel
        status={panel.status}
        statistics={panel.statistics}
        shownReviews={panel.shownReviews}
        authorNames={panel.authorNames}
        onRetry={panel.retry}
        onViewAll={() => setAllOpen(true)}
      />
      <LeaveReviewForm onSubmit={leave.submit} isSubmitting={leave.isSubmitting} error={leave.error} />
      <AllReviewsDialog
        isOpen={isAllOpen}
        onOpenChange={setAllOpen}
        status={all.status}
        reviews={all.reviews}
        authorNames={all.authorNames}
        page={all.page}
        pageCount={all.pageCount}
        onPageChange={all.setPage}
        ratingFilter={all.ratingFilter}
        onRatingFilterChange={all.setRatingFilter}
        sort={all.sort}
        onSortChange={all.setSort}
        onRetry={all.retry}
      />
      <ReviewSubmittedDialog isOpen={leave.isSuccessOpen} onOpenChange={leave.setSuccessOpen} />
    </div>
  );
}

import { AllReviewsDialog, type AllReviewsDialogProps } from './AllReviewsDialog';
import { CustomerReviewsPanel, type CustomerReviewsPanelProps } from './CustomerReviewsPanel';
import { LeaveReviewForm, type LeaveReviewFormProps } from './LeaveReviewForm';
import { ReviewSubmittedDialog, type ReviewSubmittedDialogProps } from './ReviewSubmittedDialog';
import * as styles from './reviews.css';

/** Props of the reviews part of the agency profile: one object per piece it shows. */
export interface CustomerReviewsViewProps {
  /** The summary and the first reviews, with View All. */
  readonly panel: CustomerReviewsPanelProps;
  /** Leave a Review. */
  readonly leaveReview: LeaveReviewFormProps;
  /** The All Reviews dialog. */
  readonly allReviews: AllReviewsDialogProps;
  /** The confirmation after a review is sent. */
  readonly submitted: ReviewSubmittedDialogProps;
}

/** The customer reviews of the agency profile: the panel, Leave a Review, All Reviews and the confirmation. */
export function CustomerReviewsView({ panel, leaveReview, allReviews, submitted }: CustomerReviewsViewProps) {
  return (
    <div className={styles.form}>
      <CustomerReviewsPanel {...panel} />
      <LeaveReviewForm {...leaveReview} />
      <AllReviewsDialog {...allReviews} />
      <ReviewSubmittedDialog {...submitted} />
    </div>
  );
}

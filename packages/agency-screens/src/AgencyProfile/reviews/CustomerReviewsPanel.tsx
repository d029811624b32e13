import { reviewLimits, type Review, type ReviewStatistics } from '@marketplace/domain';
import { Button, Card, EmptyState, LoadingRegion, Skeleton } from '@marketplace/ui';
import { RatingDistribution } from './RatingDistribution';
import { ReviewItem } from './ReviewItem';
import { ReviewListSkeleton } from './ReviewListSkeleton';
import { ReviewsLoadError } from './ReviewsLoadError';
import { StarRating } from './StarRating';
import { authorNameOf, type ReviewAuthorNames } from './reviewAuthor';
import type { ReviewsLoadStatus } from './reviewsLoadStatus';
import * as styles from './reviews.css';
import { useReviewsMessages } from '../../messages';

export interface CustomerReviewsPanelProps {
  status: ReviewsLoadStatus;
  /** The summary of the approved reviews; read once `status` is 'ready'. */
  statistics: ReviewStatistics;
  /** The reviews shown under the summary (the first 3). */
  shownReviews: readonly Review[];
  /** Author names by login id; a missing name shows a placeholder. */
  authorNames: ReviewAuthorNames;
  onRetry: () => void;
  /** Opens the All Reviews dialog. */
  onViewAll: () => void;
}

function PanelSkeleton() {
  return (
    <div className={styles.form}>
      <Skeleton variant="rect" />
      <ReviewListSkeleton count={reviewLimits.summaryShownCount} />
    </div>
  );
}

function Summary({ statistics }: { statistics: ReviewStatistics }) {
  const messages = useReviewsMessages();
  return (
    <div className={styles.summary}>
      <div className={styles.figure}>
        <span className={styles.bigNumber}>{statistics.average.toFixed(reviewLimits.averageDecimals)}</span>
        <StarRating rating={statistics.average} />
        <span>{messages.averageRating}</span>
        <span>{messages.reviewCount(statistics.count)}</span>
      </div>
      <div className={styles.figure}>
        <span className={styles.bigNumber}>{messages.recommendPercent(statistics.recommendPercent)}</span>
        <span>{messages.recommend}</span>
      </div>
      <RatingDistribution distribution={statistics.distribution} />
    </div>
  );
}

/**
 * The Customer Reviews panel of the agency profile: the summary of the approved reviews (average,
 * count, 'Recommend' share, distribution), the first reviews with their authors, and a button to
 * the All Reviews dialog; 'No reviews yet' when there are none, the Retry panel when loading fails.
 */
export function CustomerReviewsPanel({
  status,
  statistics,
  shownReviews,
  authorNames,
  onRetry,
  onViewAll,
}: CustomerReviewsPanelProps) {
  const messages = useReviewsMessages();
  const hasReviews = status === 'ready' && statistics.count > 0;
  return (
    <Card
      as="section"
      title={messages.title}
      titleLevel={2}
      aria-label={messages.title}
      actions={
        hasReviews ? (
          <Button variant="secondary" size="small" onPress={onViewAll}>
            {messages.viewAll}
          </Button>
        ) : null
      }
    >
      {status === 'error' ? (
        <ReviewsLoadError onRetry={onRetry} />
      ) : (
        <LoadingRegion isLoading={status === 'loading'} loadingLabel={messages.loading} skeleton={<PanelSkeleton />}>
          {hasReviews ? (
            <div className={styles.form}>
              <Summary statistics={statistics} />
              <ul className={styles.reviewList}>
                {shownReviews.map((review) => (
                  <ReviewItem key={review.reviewId} review={review} authorName={authorNameOf(review, authorNames)} />
                ))}
              </ul>
            </div>
          ) : (
            <EmptyState title={messages.empty} />
          )}
        </LoadingRegion>
      )}
    </Card>
  );
}

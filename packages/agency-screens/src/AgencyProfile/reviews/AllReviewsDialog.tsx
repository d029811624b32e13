import { reviewLimits, type Review } from '@marketplace/domain';
import type { ReviewSort } from '@marketplace/api-client';
import { Box, Dialog, EmptyState, LoadingRegion, Modal, Select } from '@marketplace/ui';
import { ReviewItem } from './ReviewItem';
import { ReviewListSkeleton } from './ReviewListSkeleton';
import { ReviewsLoadError } from './ReviewsLoadError';
import { authorNameOf, type ReviewAuthorNames } from './reviewAuthor';
import {
  ratingFilterFromKey,
  ratingFilterKey,
  ratingFilterOptions,
  reviewSortFromKey,
  reviewSortOptions,
  type RatingFilter,
} from './reviewFilterOptions';
import type { ReviewsLoadStatus } from './reviewsLoadStatus';
import * as styles from './reviews.css';
import { CataloguePagination } from '../../shared/CataloguePagination';
import { useCommonMessages, useReviewsMessages } from '../../messages';

export interface AllReviewsDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  status: ReviewsLoadStatus;
  /** The current page's reviews, already in the chosen order. */
  reviews: readonly Review[];
  authorNames: ReviewAuthorNames;
  /** Zero-based. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  ratingFilter: RatingFilter;
  onRatingFilterChange: (filter: RatingFilter) => void;
  sort: ReviewSort;
  onSortChange: (sort: ReviewSort) => void;
  onRetry: () => void;
}

/**
 * Every approved review of the agency in pages of 10, filtered by star count and sorted newest,
 * oldest, highest or lowest, both on the server so that they hold across pages.
 */
export function AllReviewsDialog({
  isOpen,
  onOpenChange,
  status,
  reviews,
  authorNames,
  page,
  pageCount,
  onPageChange,
  ratingFilter,
  onRatingFilterChange,
  sort,
  onSortChange,
  onRetry,
}: AllReviewsDialogProps) {
  const messages = useReviewsMessages();
  const commonMessages = useCommonMessages();
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="large">
      <Dialog title={messages.allReviewsTitle} closeLabel={commonMessages.close}>
        <div className={styles.form}>
          <Box display="flex" flexWrap="wrap" alignItems="flex-end" gap="medium">
            <Select
              className={styles.toolbarField}
              label={messages.ratingFilterLabel}
              items={ratingFilterOptions(messages)}
              selectedKey={ratingFilterKey(ratingFilter)}
              onSelectionChange={(key) => onRatingFilterChange(ratingFilterFromKey(key))}
            />
            <Select
              className={styles.toolbarField}
              label={messages.sortLabel}
              items={reviewSortOptions(messages)}
              selectedKey={sort}
              onSelectionChange={(key) => {
                const next = reviewSortFromKey(key);
                if (next) onSortChange(next);
              }}
            />
          </Box>
          {status === 'error' ? (
            <ReviewsLoadError onRetry={onRetry} />
          ) : (
            <LoadingRegion
              isLoading={status === 'loading'}
              loadingLabel={messages.loading}
              skeleton={<ReviewListSkeleton count={reviewLimits.summaryShownCount} />}
            >
              {reviews.length === 0 ? (
                <EmptyState title={messages.emptyFiltered} />
              ) : (
                <ul className={styles.reviewList} aria-label={messages.allReviewsTitle}>
                  {reviews.map((review) => (
                    <ReviewItem key={review.reviewId} review={review} authorName={authorNameOf(review, authorNames)} />
                  ))}
                </ul>
              )}
            </LoadingRegion>
          )}
          <CataloguePagination page={page} pageCount={status === 'ready' ? pageCount : 0} onPageChange={onPageChange} />
        </div>
      </Dialog>
    </Modal>
  );
}

import type { Review } from '@marketplace/domain';
import { Skeleton } from '@marketplace/ui';
import { StarRating } from './StarRating';
import * as styles from './reviews.css';

export interface ReviewItemProps {
  review: Review;
  /** The author's name; undefined shows a placeholder while it loads. */
  authorName: string | undefined;
}

/** One customer review: author, stars and text, as a list item. */
export function ReviewItem({ review, authorName }: ReviewItemProps) {
  return (
    <li className={styles.reviewItem}>
      <div className={styles.reviewHeader}>
        {authorName === undefined ? (
          <Skeleton width="40%" />
        ) : (
          <span dir="auto" className={styles.authorName}>
            {authorName}
          </span>
        )}
        <StarRating rating={review.ratingCount} />
      </div>
      {/* `auto`: a review in Arabic reads right to left whatever the page's direction. */}
      <p dir="auto" className={styles.reviewText}>
        {review.review}
      </p>
    </li>
  );
}

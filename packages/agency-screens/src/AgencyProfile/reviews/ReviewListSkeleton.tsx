import { Skeleton, SkeletonText } from '@marketplace/ui';
import * as styles from './reviews.css';

export interface ReviewListSkeletonProps {
  /** How many review placeholders. */
  count: number;
}

/** Placeholders shaped like review items, for a `LoadingRegion`. */
export function ReviewListSkeleton({ count }: ReviewListSkeletonProps) {
  return (
    <div className={styles.reviewList}>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={styles.reviewItem}>
          <Skeleton width="30%" />
          <SkeletonText lines={2} />
        </div>
      ))}
    </div>
  );
}

import { Skeleton } from '@marketplace/ui';
import * as listStyles from './EnquiryList.css';
import * as styles from './EnquiryListSkeleton.css';

const placeholderRows = Array.from({ length: 6 }, (_, index) => index);

export interface EnquiryListSkeletonProps {
  /** Cards (narrow screens) or table rows. @default false */
  asCards?: boolean;
}

/** Rows or cards shaped like the list, shown while the first load runs (inside a LoadingRegion). */
export function EnquiryListSkeleton({ asCards = false }: EnquiryListSkeletonProps) {
  return (
    <div className={asCards ? styles.cards : styles.table}>
      {placeholderRows.map((index) =>
        asCards ? (
          <div key={index} className={listStyles.card}>
            <Skeleton width="60%" />
            <Skeleton width="80%" />
            <Skeleton variant="rect" height="controlSmall" />
          </div>
        ) : (
          <div key={index} className={styles.row}>
            <Skeleton width="xxlarge" />
            <Skeleton />
            <Skeleton />
            <Skeleton variant="rect" height="controlSmall" />
            <Skeleton />
          </div>
        ),
      )}
    </div>
  );
}

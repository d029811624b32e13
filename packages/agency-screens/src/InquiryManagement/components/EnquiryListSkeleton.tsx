import { Card, Skeleton, Stack } from '@marketplace/ui';
import * as styles from './EnquiryListSkeleton.css';

const placeholderRows = Array.from({ length: 6 }, (_, index) => index);

export interface EnquiryListSkeletonProps {
  /** Cards (narrow screens) or table rows. @default false */
  asCards?: boolean;
}

/** Rows or cards shaped like the list, shown while the first load runs (inside a LoadingRegion). */
export function EnquiryListSkeleton({ asCards = false }: EnquiryListSkeletonProps) {
  return (
    <Stack gap={asCards ? 'medium' : 'none'} className={asCards ? undefined : styles.table}>
      {placeholderRows.map((index) =>
        asCards ? (
          <Card key={index} padding="large">
            <Stack gap="small">
              <Skeleton width="60%" />
              <Skeleton width="80%" />
              <Skeleton variant="rect" height="controlSmall" />
            </Stack>
          </Card>
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
    </Stack>
  );
}

import { Skeleton } from '@marketplace/ui';
import * as styles from './AgentManagementParts.css';

const placeholderRows = Array.from({ length: 5 }, (_, index) => index);

/** Rows shaped like the agent table (a picture, then the text columns), while a tab's first answer loads. */
export function AgentTableSkeleton() {
  return (
    <div className={styles.skeletonFrame}>
      {placeholderRows.map((index) => (
        <div key={index} className={styles.skeletonRow}>
          <Skeleton variant="circle" width="controlSmall" />
          <Skeleton />
          <Skeleton />
          <Skeleton width="60%" />
          <Skeleton variant="rect" height="controlSmall" />
        </div>
      ))}
    </div>
  );
}

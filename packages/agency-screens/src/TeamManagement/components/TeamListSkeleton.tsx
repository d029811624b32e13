import { teamLimits } from '@marketplace/domain';
import { Skeleton } from '@marketplace/ui';
import * as styles from '../TeamManagementView.css';

const rows = Array.from({ length: teamLimits.pageSize }, (_, index) => index);

/** A page of placeholder rows while the list loads. */
export function TeamListSkeleton() {
  return (
    <div className={styles.skeletonRows}>
      {rows.map((row) => (
        <div key={row} className={styles.skeletonRow}>
          <Skeleton variant="circle" width="2rem" />
          <Skeleton variant="text" width="30%" />
          <Skeleton variant="text" width="40%" />
        </div>
      ))}
    </div>
  );
}

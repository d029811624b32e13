import { propertyListLimits } from '@marketplace/domain';
import { Card, Skeleton, SkeletonText, Stack } from '@marketplace/ui';
import * as styles from './ProjectChooserParts.css';

const cards = Array.from({ length: propertyListLimits.projectChooserPageSize }, (_, index) => index);

/** A page of project cards while the list loads: same grid, so nothing moves when it arrives. */
export function ProjectGridSkeleton() {
  return (
    <ul className={styles.grid}>
      {cards.map((index) => (
        <Card as="li" key={index}>
          <Stack gap="small">
            <Skeleton width="40%" height="20px" />
            <Skeleton width="70%" height="24px" />
            <SkeletonText lines={3} />
          </Stack>
        </Card>
      ))}
    </ul>
  );
}

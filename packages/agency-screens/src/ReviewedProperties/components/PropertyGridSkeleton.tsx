import { Skeleton, SkeletonText } from '@marketplace/ui';
import * as card from '../../PropertyCard/PropertyCard.css';
import * as styles from './PropertyGrid.css';

/** Nine card shapes while the first page loads: the grid keeps its size when the cards arrive. */
export function PropertyGridSkeleton() {
  return (
    <div className={styles.container}>
      <div className={styles.grid}>
        {Array.from({ length: 9 }, (_, index) => (
          <div key={index} className={card.card}>
            <div className={card.media} />
            <div className={card.body}>
              <Skeleton width="60%" />
              <SkeletonText lines={3} />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}

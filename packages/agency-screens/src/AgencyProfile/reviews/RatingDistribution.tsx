import type { RatingShare } from '@marketplace/domain';
import { Icon, VisuallyHidden } from '@marketplace/ui';
import * as styles from './reviews.css';
import { useReviewsMessages } from '../../messages';

export interface RatingDistributionProps {
  distribution: readonly RatingShare[];
}

/**
 * A bar per star count. The bars are drawn for the eye and hidden from assistive technology, which
 * reads each row as one sentence ('5 stars: 12 reviews (60%)') instead.
 */
export function RatingDistribution({ distribution }: RatingDistributionProps) {
  const messages = useReviewsMessages();
  return (
    <ul aria-label={messages.distributionLabel} className={styles.distribution}>
      {distribution.map((row) => (
        <li key={row.stars} className={styles.distributionRow}>
          <span aria-hidden="true">
            {row.stars} <Icon name="star" size="small" className={styles.filledStar} />
          </span>
          <span aria-hidden="true" className={styles.barTrack}>
            <span className={styles.barFill} style={{ inlineSize: `${row.share * 100}%` }} />
          </span>
          <span aria-hidden="true">{row.count}</span>
          <VisuallyHidden>{messages.distributionRow(row.stars, row.count, row.percent)}</VisuallyHidden>
        </li>
      ))}
    </ul>
  );
}

import { en, type Messages, type RatingShare } from '@marketplace/domain';
import { Icon } from '@marketplace/ui';
import { VisuallyHidden } from 'react-aria-components';
import * as styles from './reviews.css';

export interface RatingDistributionProps {
  distribution: readonly RatingShare[];
  /** @default en.reviews */
  messages?: Messages['reviews'];
}

/**
 * A bar per star count. The bars are drawn for the eye and hidden from assistive technology, which
 * reads each row as one sentence ('5 stars: 12 reviews (60%)') instead.
 */
export function RatingDistribution({ distribution, messages = en.reviews }: RatingDistributionProps) {
  return (
    <ul aria-label={messages.distributionLabel} className={styles.distribution}>
      {distribution.map((row) => (
        <li key={row.stars} className={styles.distributionRow}>
          <span aria-hidden="true">
            {row.stars} <Icon name="star" size="small" className={styles.starShape.filled} />
          </span>
          <span aria-hidden="true" className={styles.barTrack}>
            <span className={styles.barFill} style={{ width: `${row.share * 100}%` }} />
          </span>
          <span aria-hidden="true">{row.count}</span>
          <VisuallyHidden>{messages.distributionRow(row.stars, row.count, row.percent)}</VisuallyHidden>
        </li>
      ))}
    </ul>
  );
}

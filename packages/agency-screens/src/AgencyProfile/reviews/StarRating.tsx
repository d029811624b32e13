import { reviewLimits } from '@marketplace/domain';
import { Icon } from '@marketplace/ui';
import * as styles from './reviews.css';
import { useReviewsMessages } from '../../messages';

export interface StarRatingProps {
  /** The rating shown; stars are lit up to its rounded value. */
  rating: number;
}

const starPositions = Array.from({ length: reviewLimits.maxRating }, (_, index) => index + reviewLimits.minRating);

/** A read-only row of five stars, named '4 out of 5 stars' for assistive technology. */
export function StarRating({ rating }: StarRatingProps) {
  const messages = useReviewsMessages();
  const lit = Math.round(rating);
  return (
    <span role="img" aria-label={messages.ratingValue(rating, reviewLimits.maxRating)} className={styles.stars}>
      {starPositions.map((position) => (
        <Icon key={position} name="star" size="small" className={position <= lit ? styles.starShape.filled : styles.starShape.empty} />
      ))}
    </span>
  );
}

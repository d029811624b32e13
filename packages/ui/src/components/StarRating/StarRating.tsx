import type { HTMLAttributes } from 'react';
import { clsx } from 'clsx';
import { Icon } from '../Icon/Icon';
import * as styles from './StarRating.css';

export const starRatingSizes = ['small', 'medium'] as const;

/** The default name of a rating: '4.5 out of 5 stars'. */
export function defaultRatingLabel(rating: number, maxRating: number): string {
  return `${rating} out of ${maxRating} stars`;
}

export interface StarRatingProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children' | 'role'> {
  /** The rating shown; stars are lit up to its rounded value. */
  rating: number;
  /** How many stars. @default 5 */
  maxRating?: number;
  /** The accessible name of the row. @default '<rating> out of <maxRating> stars' */
  label?: string;
  /** @default 'small' */
  size?: (typeof starRatingSizes)[number];
}

/** A read-only row of stars, one image for assistive technology, named by `label`. */
export function StarRating({ rating, maxRating = 5, label, size = 'small', className, ...props }: StarRatingProps) {
  const lit = Math.round(rating);
  const positions = Array.from({ length: maxRating }, (_, index) => index + 1);
  return (
    <span {...props} role="img" aria-label={label ?? defaultRatingLabel(rating, maxRating)} className={clsx(styles.stars, className)}>
      {positions.map((position) => (
        <Icon key={position} name="star" size={size} className={position <= lit ? styles.filled : styles.empty} />
      ))}
    </span>
  );
}

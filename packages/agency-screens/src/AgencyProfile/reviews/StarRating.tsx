import { reviewLimits } from '@marketplace/domain';
import { StarRating as StarRow } from '@marketplace/ui';
import { useReviewsMessages } from '../../messages';

export interface StarRatingProps {
  /** The rating shown; stars are lit up to its rounded value. */
  rating: number;
}

/** A read-only row of five stars (ui's StarRating), named '4 out of 5 stars' from the catalogue. */
export function StarRating({ rating }: StarRatingProps) {
  const messages = useReviewsMessages();
  return <StarRow rating={rating} maxRating={reviewLimits.maxRating} label={messages.ratingValue(rating, reviewLimits.maxRating)} />;
}

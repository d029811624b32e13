import { reviewLimits } from '@marketplace/domain';
import { RatingField } from '@marketplace/ui';
import { useReviewsMessages } from '../../messages';

export interface StarRatingFieldProps {
  /** The chosen star count, or undefined before one is chosen. */
  value: number | undefined;
  onChange: (rating: number) => void;
  /** Called when focus leaves the stars (marks the field touched). */
  onBlur?: () => void;
  /** The message shown while the field is invalid. */
  errorMessage?: string;
  isDisabled?: boolean;
}

/**
 * The rating input: ui's RatingField (one Tab stop, arrow keys move the choice) with the catalogue's
 * label and star names ('1 star' to '5 stars'). Required, checked by the form's schema.
 */
export function StarRatingField({ value, onChange, onBlur, errorMessage, isDisabled }: StarRatingFieldProps) {
  const messages = useReviewsMessages();
  return (
    <RatingField
      label={messages.form.ratingLabel}
      maxRating={reviewLimits.maxRating}
      starLabel={messages.form.starOption}
      value={value ?? null}
      onChange={onChange}
      onBlur={onBlur}
      isInvalid={errorMessage !== undefined}
      errorMessage={errorMessage}
      isDisabled={isDisabled}
      isRequired
      validationBehavior="aria"
    />
  );
}

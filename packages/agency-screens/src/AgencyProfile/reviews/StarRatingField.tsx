import { en, reviewLimits, type Messages } from '@marketplace/domain';
import { Icon } from '@marketplace/ui';
import { FieldError, Label, Radio, RadioGroup } from 'react-aria-components';
import * as styles from './reviews.css';

export interface StarRatingFieldProps {
  /** The chosen star count, or undefined before one is chosen. */
  value: number | undefined;
  onChange: (rating: number) => void;
  /** Called when focus leaves the stars (marks the field touched). */
  onBlur?: () => void;
  /** The message shown while the field is invalid. */
  errorMessage?: string;
  isDisabled?: boolean;
  /** @default en.reviews */
  messages?: Messages['reviews'];
}

const starPositions = Array.from({ length: reviewLimits.maxRating }, (_, index) => index + reviewLimits.minRating);

/**
 * The rating input: five stars as a react-aria radio group, so one Tab reaches it, arrow keys move
 * the choice and each star is announced as '1 star' to '5 stars'. Stars up to the choice light up.
 */
export function StarRatingField({ value, onChange, onBlur, errorMessage, isDisabled, messages = en.reviews }: StarRatingFieldProps) {
  return (
    <RadioGroup
      className={styles.starInput}
      orientation="horizontal"
      value={value === undefined ? null : String(value)}
      onChange={(next) => onChange(Number(next))}
      onBlur={onBlur}
      isInvalid={errorMessage !== undefined}
      isDisabled={isDisabled}
      isRequired
      validationBehavior="aria"
    >
      <Label className={styles.starInputLabel}>{messages.form.ratingLabel}</Label>
      <div className={styles.starInputOptions}>
        {starPositions.map((stars) => (
          <Radio
            key={stars}
            value={String(stars)}
            aria-label={messages.form.starOption(stars)}
            className={value !== undefined && stars <= value ? `${styles.starOption} ${styles.starOptionLit}` : styles.starOption}
          >
            <Icon name="star" className={styles.starOptionIcon} />
          </Radio>
        ))}
      </div>
      <FieldError className={styles.fieldError}>{errorMessage}</FieldError>
    </RadioGroup>
  );
}

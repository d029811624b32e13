import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import {
  Radio as RACRadio,
  RadioGroup as RACRadioGroup,
  composeRenderProps,
  type RadioGroupProps as RACRadioGroupProps,
  type ValidationResult,
} from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import { FieldDescription, FieldErrorMessage, FieldLabel, fieldStyles } from '../private/Field/Field';
import * as styles from './RatingField.css';

/** The default name of each star: '1 star', '2 stars'... */
export function defaultStarLabel(stars: number): string {
  return stars === 1 ? '1 star' : `${stars} stars`;
}

export interface RatingFieldProps
  extends Omit<RACRadioGroupProps, 'children' | 'orientation' | 'value' | 'defaultValue' | 'onChange'> {
  /** The visible label; without one, pass `aria-label`. */
  label?: ReactNode;
  /** Help under the stars, announced as the group's description. */
  description?: ReactNode;
  /** Shown while the field is invalid (`isInvalid` or a failed `validate`/`isRequired`). */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /** The chosen rating; null or undefined before one is chosen (controlled). */
  value?: number | null;
  /** The rating chosen at first (uncontrolled). */
  defaultValue?: number;
  onChange?: (rating: number) => void;
  /** How many stars. @default 5 */
  maxRating?: number;
  /** The accessible name of each star. @default '1 star', '2 stars'... */
  starLabel?: (stars: number) => string;
}

/**
 * A star rating input: a radio group of stars on react-aria's RadioGroup, so one Tab reaches it,
 * the arrow keys move the choice and each star is announced by `starLabel`. Stars up to the choice
 * light up.
 */
export function RatingField({
  label,
  description,
  errorMessage,
  value,
  defaultValue,
  onChange,
  maxRating = 5,
  starLabel = defaultStarLabel,
  className,
  ...props
}: RatingFieldProps) {
  const positions = Array.from({ length: maxRating }, (_, index) => index + 1);
  return (
    <RACRadioGroup
      {...props}
      orientation="horizontal"
      value={value === undefined ? undefined : value === null ? null : String(value)}
      defaultValue={defaultValue === undefined ? undefined : String(defaultValue)}
      onChange={(next) => onChange?.(Number(next))}
      className={composeRenderProps(className, (userClass) => clsx(fieldStyles.field, userClass))}
    >
      {({ state }) => {
        const chosen = state.selectedValue === null ? 0 : Number(state.selectedValue);
        return (
          <>
            {label != null ? <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel> : null}
            <div className={styles.stars}>
              {positions.map((stars) => (
                <RACRadio
                  key={stars}
                  value={String(stars)}
                  aria-label={starLabel(stars)}
                  className={clsx(styles.star, stars <= chosen && styles.lit)}
                >
                  <Icon name="star" className={styles.starIcon} />
                </RACRadio>
              ))}
            </div>
            {description != null ? <FieldDescription>{description}</FieldDescription> : null}
            <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
          </>
        );
      }}
    </RACRadioGroup>
  );
}

import type { ReactNode } from 'react';
import {
  Button as RACButton,
  Group as RACGroup,
  Input as RACInput,
  NumberField as RACNumberField,
  composeRenderProps,
  type NumberFieldProps as RACNumberFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { FieldDescription, FieldErrorMessage, FieldLabel, fieldStyles } from '../private/Field/Field';
import * as styles from './NumberField.css';

export const numberFieldSizes = ['small', 'medium'] as const;

export interface NumberFieldProps
  extends Omit<RACNumberFieldProps, 'children' | 'incrementAriaLabel' | 'decrementAriaLabel'> {
  /** The visible label. Without one, pass `aria-label` so the input still has a name. */
  label?: ReactNode;
  /** Help text under the input, announced as its description. */
  description?: ReactNode;
  /** Shown under the input while it is invalid (`isInvalid` or failed validation). */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /** Hint shown while the input is empty; never a substitute for the label. */
  placeholder?: string;
  /**
   * Accessible name of the increase button. The field's name is appended when it is a string
   * (label or `aria-label`), so every stepper of a form has a distinct name, e.g. 'Increase ROI'.
   * @default 'Increase'
   */
  incrementLabel?: string;
  /** Accessible name of the decrease button, completed like `incrementLabel`. @default 'Decrease' */
  decrementLabel?: string;
  /** `small` fits toolbars and table rows. @default 'medium' */
  size?: (typeof numberFieldSizes)[number];
}

/** Drawn like the shared Icon set (24-unit box, 2-unit round stroke), which has no minus glyph. */
function StepperIcon({ direction }: { direction: 'up' | 'down' }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      className={styles.icon}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
    >
      <path d={direction === 'up' ? 'M5 12h14M12 5v14' : 'M5 12h14'} />
    </svg>
  );
}

/**
 * A numeric input with stepper buttons, on react-aria's NumberField: typing is parsed in the user's
 * locale, ArrowUp/ArrowDown (and PageUp/PageDown, Home/End) step, and values are clamped to the range.
 */
export function NumberField({
  label,
  description,
  errorMessage,
  placeholder,
  incrementLabel = 'Increase',
  decrementLabel = 'Decrease',
  size,
  className,
  ...props
}: NumberFieldProps) {
  const fieldName = props['aria-label'] ?? (typeof label === 'string' ? label : undefined);
  const name = (action: string) => (fieldName ? `${action} ${fieldName}` : action);
  return (
    <RACNumberField
      {...props}
      incrementAriaLabel={name(incrementLabel)}
      decrementAriaLabel={name(decrementLabel)}
      className={composeRenderProps(className, (userClass) =>
        [fieldStyles.field, styles.root, userClass].filter(Boolean).join(' '),
      )}
    >
      {label != null ? <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel> : null}
      <RACGroup className={styles.group({ size })}>
        <RACInput placeholder={placeholder} className={styles.input({ size })} />
        <RACButton slot="decrement" className={styles.stepper({ size })}>
          <StepperIcon direction="down" />
        </RACButton>
        <RACButton slot="increment" className={styles.stepper({ size })}>
          <StepperIcon direction="up" />
        </RACButton>
      </RACGroup>
      {description != null ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </RACNumberField>
  );
}

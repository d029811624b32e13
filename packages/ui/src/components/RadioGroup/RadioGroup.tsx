import { createContext, useContext, type ReactNode } from 'react';
import { clsx } from 'clsx';
import {
  RadioButton as RACRadioButton,
  RadioField as RACRadioField,
  RadioGroup as RACRadioGroup,
  Text as RACText,
  composeRenderProps,
  type RadioFieldProps as RACRadioFieldProps,
  type RadioGroupProps as RACRadioGroupProps,
  type ValidationResult,
} from 'react-aria-components';
import { FieldDescription, FieldErrorMessage, FieldLabel, fieldStyles } from '../private/Field/Field';
import * as styles from './RadioGroup.css';

export const radioGroupVariants = ['plain', 'card'] as const;
export const radioGroupOrientations = ['vertical', 'horizontal'] as const;

type RadioGroupVariant = (typeof radioGroupVariants)[number];

const RadioVariantContext = createContext<RadioGroupVariant>('plain');

export interface RadioGroupProps extends Omit<RACRadioGroupProps, 'children' | 'orientation'> {
  /** The `Radio` options, each with a `value`. */
  children: ReactNode;
  /** The group's visible label; without one, pass `aria-label`. */
  label?: ReactNode;
  /** Help text under the options, announced as the group's description. */
  description?: ReactNode;
  /** Shown while the group is invalid (`isInvalid` or a failed `validate`/`isRequired`). */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /**
   * `plain`: a circle and a label per option. `card`: each option is a bordered card with a
   * title (the `Radio`'s children) and its `description`, the whole card selectable.
   * @default 'plain'
   */
  variant?: RadioGroupVariant;
  /** Horizontal cards stack on narrow screens; horizontal plain radios wrap. @default 'vertical' */
  orientation?: (typeof radioGroupOrientations)[number];
}

/**
 * A labelled set of mutually exclusive options, on react-aria's RadioGroup (arrow keys, a single
 * tab stop and validation come from it).
 */
export function RadioGroup({
  children,
  label,
  description,
  errorMessage,
  variant = 'plain',
  orientation = 'vertical',
  className,
  ...props
}: RadioGroupProps) {
  return (
    <RACRadioGroup
      {...props}
      orientation={orientation}
      className={composeRenderProps(className, (userClass) => clsx(fieldStyles.field, userClass))}
    >
      {label != null ? <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel> : null}
      <div className={styles.items({ orientation, variant })}>
        <RadioVariantContext.Provider value={variant}>{children}</RadioVariantContext.Provider>
      </div>
      {description != null ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </RACRadioGroup>
  );
}

export interface RadioProps extends Omit<RACRadioFieldProps, 'children'> {
  /** The option's label; the card's title in the `card` variant. */
  children: ReactNode;
  /** A line under the label, announced as the option's description. */
  description?: ReactNode;
}

/** One option of a `RadioGroup`, styled by the group's `variant`. */
export function Radio({ children, description, className, ...props }: RadioProps) {
  const variant = useContext(RadioVariantContext);
  return (
    <RACRadioField
      {...props}
      className={composeRenderProps(className, (userClass) => clsx(styles.radio({ variant }), userClass))}
    >
      <RACRadioButton className={styles.radioButton({ variant })}>
        <span
          aria-hidden="true"
          className={clsx(styles.indicator, variant === 'plain' && styles.plainIndicatorFocus)}
        />
        <span className={styles.label}>{children}</span>
      </RACRadioButton>
      {description != null ? (
        <RACText slot="description" className={styles.description({ variant })}>
          {description}
        </RACText>
      ) : null}
    </RACRadioField>
  );
}

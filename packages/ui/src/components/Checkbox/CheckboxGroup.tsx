import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import {
  CheckboxGroup as RACCheckboxGroup,
  composeRenderProps,
  type CheckboxGroupProps as RACCheckboxGroupProps,
  type ValidationResult,
} from 'react-aria-components';
import { FieldDescription, FieldErrorMessage, FieldLabel, fieldStyles } from '../private/Field/Field';
import * as styles from './Checkbox.css';

export const checkboxGroupOrientations = ['vertical', 'horizontal'] as const;

export interface CheckboxGroupProps extends Omit<RACCheckboxGroupProps, 'children'> {
  /** The `Checkbox` options, each with a `value`. */
  children: ReactNode;
  /** The group's visible label; without one, pass `aria-label`. */
  label?: ReactNode;
  /** Help text under the options, announced as the group's description. */
  description?: ReactNode;
  /** Shown while the group is invalid (`isInvalid` or a failed `validate`/`isRequired`). */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /** A column of options, or a row that wraps (for long lists such as amenities). @default 'vertical' */
  orientation?: (typeof checkboxGroupOrientations)[number];
}

/** A labelled set of checkboxes whose selected `value`s form one array, on react-aria's CheckboxGroup. */
export function CheckboxGroup({
  children,
  label,
  description,
  errorMessage,
  orientation = 'vertical',
  className,
  ...props
}: CheckboxGroupProps) {
  return (
    <RACCheckboxGroup
      {...props}
      className={composeRenderProps(className, (userClass) => clsx(fieldStyles.field, userClass))}
    >
      {label != null ? <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel> : null}
      <div className={styles.groupItems({ orientation })}>{children}</div>
      {description != null ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </RACCheckboxGroup>
  );
}

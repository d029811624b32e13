import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import {
  CheckboxButton as RACCheckboxButton,
  CheckboxField as RACCheckboxField,
  composeRenderProps,
  type CheckboxFieldProps as RACCheckboxFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { FieldDescription, FieldErrorMessage } from '../private/Field/Field';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<RACCheckboxFieldProps, 'children'> {
  /** The visible label; without one, pass `aria-label`. */
  children?: ReactNode;
  /** Help text under the label, announced as the checkbox's description. */
  description?: ReactNode;
  /**
   * Shown while the checkbox is invalid (`isInvalid` or a failed `validate`/`isRequired`).
   * Inside a `CheckboxGroup` the group shows the error instead.
   */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
}

/**
 * A checkbox with a drawn box, on react-aria's CheckboxField and CheckboxButton (toggling,
 * Space key, indeterminate and group membership come from them).
 */
export function Checkbox({ children, description, errorMessage, className, ...props }: CheckboxProps) {
  return (
    <RACCheckboxField
      {...props}
      className={composeRenderProps(className, (userClass) => clsx(styles.field, userClass))}
    >
      <RACCheckboxButton className={styles.button}>
        {({ isSelected, isIndeterminate }) => (
          <>
            <span aria-hidden="true" className={styles.box}>
              {isIndeterminate ? (
                <svg viewBox="0 0 18 18" className={styles.mark}>
                  <line x1="4" y1="9" x2="14" y2="9" />
                </svg>
              ) : isSelected ? (
                <svg viewBox="0 0 18 18" className={styles.mark}>
                  <polyline points="3.5 9.5 7.5 13 14.5 5" />
                </svg>
              ) : null}
            </span>
            {children != null ? <span className={styles.label}>{children}</span> : null}
          </>
        )}
      </RACCheckboxButton>
      <div className={styles.helpText}>
        {description != null ? <FieldDescription>{description}</FieldDescription> : null}
        <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
      </div>
    </RACCheckboxField>
  );
}

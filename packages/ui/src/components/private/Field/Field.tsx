import type { ReactNode } from 'react';
import {
  FieldError as RACFieldError,
  Label as RACLabel,
  Text,
  type FieldErrorProps,
} from 'react-aria-components';
import * as styles from './Field.css';

export interface FieldLabelProps {
  children: ReactNode;
  /** Adds a visual asterisk; the control itself carries `required` for assistive technology. */
  isRequired?: boolean;
}

/**
 * The red asterisk after a required field's label. Hidden from assistive technology: the control
 * says it is required, so its name stays the label's words.
 */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className={styles.requiredMark}>
      *
    </span>
  );
}

/** The label of a field; react-aria wires it to the control through context. */
export function FieldLabel({ children, isRequired }: FieldLabelProps) {
  return (
    <RACLabel className={styles.label}>
      {children}
      {isRequired ? <RequiredMark /> : null}
    </RACLabel>
  );
}

/** Help text under a field, announced as the control's description. */
export function FieldDescription({ children }: { children: ReactNode }) {
  return (
    <Text slot="description" className={styles.description}>
      {children}
    </Text>
  );
}

/** The validation message of a field, shown only while the field is invalid. */
export function FieldErrorMessage(props: FieldErrorProps) {
  return <RACFieldError {...props} className={styles.error} />;
}

export { styles as fieldStyles };

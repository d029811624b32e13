import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import {
  SwitchButton as RACSwitchButton,
  SwitchField as RACSwitchField,
  composeRenderProps,
  type SwitchFieldProps as RACSwitchFieldProps,
} from 'react-aria-components';
import { FieldDescription } from '../private/Field/Field';
import * as styles from './Switch.css';

export interface SwitchProps extends Omit<RACSwitchFieldProps, 'children'> {
  /** The visible label; without one, pass `aria-label`. */
  children?: ReactNode;
  /** Help text under the label, announced as the switch's description. */
  description?: ReactNode;
}

/**
 * An on/off setting that applies at once (e.g. e-mail alerts), on react-aria's SwitchField and
 * SwitchButton (role, Space key and toggling come from them).
 */
export function Switch({ children, description, className, ...props }: SwitchProps) {
  return (
    <RACSwitchField {...props} className={composeRenderProps(className, (userClass) => clsx(styles.field, userClass))}>
      <RACSwitchButton className={styles.button}>
        <span aria-hidden="true" className={styles.track}>
          <span className={styles.thumb} />
        </span>
        {children != null ? <span className={styles.label}>{children}</span> : null}
      </RACSwitchButton>
      {description != null ? (
        <div className={styles.helpText}>
          <FieldDescription>{description}</FieldDescription>
        </div>
      ) : null}
    </RACSwitchField>
  );
}

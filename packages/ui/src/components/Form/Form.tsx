import { clsx } from 'clsx';
import { Form as RACForm, type FormProps as RACFormProps } from 'react-aria-components';
import * as styles from './Form.css';

export const formGaps = ['small', 'medium', 'large'] as const;

export interface FormProps extends RACFormProps {
  /** Space between the form's children, which stack in one column. @default 'large' */
  gap?: (typeof formGaps)[number];
}

/**
 * A form on react-aria's Form: its fields show their validation messages after a submit, and
 * `validationErrors` (e.g. from the server) reach the fields by name.
 */
export function Form({ gap, className, ...props }: FormProps) {
  return <RACForm {...props} className={clsx(styles.form({ gap }), className)} />;
}

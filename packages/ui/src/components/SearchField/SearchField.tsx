import type { ReactNode } from 'react';
import {
  Button as RACButton,
  Input as RACInput,
  SearchField as RACSearchField,
  VisuallyHidden,
  composeRenderProps,
  type SearchFieldProps as RACSearchFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import { FieldDescription, FieldErrorMessage, FieldLabel, fieldStyles } from '../private/Field/Field';
import * as styles from './SearchField.css';
import { useDebouncedCallback } from './useDebouncedCallback';

export const searchFieldSizes = ['small', 'medium'] as const;

export interface SearchFieldProps extends Omit<RACSearchFieldProps, 'children'> {
  /** The label; it stays the accessible name even when `hideLabel` hides it from view. */
  label: ReactNode;
  /** Hide the label visually (e.g. in a toolbar); screen readers still announce it. @default false */
  hideLabel?: boolean;
  /** Help text under the input, announced as its description. */
  description?: ReactNode;
  /** Shown under the input while it is invalid. */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /** Hint shown while the input is empty, e.g. 'Search by name, email, or title...'. */
  placeholder?: string;
  /** Accessible name of the clear button. @default 'Clear search' */
  clearLabel?: string;
  /**
   * Called with the text once typing has paused for `debounceMs`, for searches that hit the server.
   * Clearing (button, Escape or deleting everything) calls it at once with '', and Enter sends a
   * waiting value at once. `onChange` still fires on every keystroke.
   */
  onDebouncedChange?: (value: string) => void;
  /** Quiet time before `onDebouncedChange`. @default 300 */
  debounceMs?: number;
  /** `small` fits toolbars. @default 'medium' */
  size?: (typeof searchFieldSizes)[number];
}

/** A search input with a clear button and a debounced change callback, on react-aria's SearchField. */
export function SearchField({
  label,
  hideLabel = false,
  description,
  errorMessage,
  placeholder,
  clearLabel = 'Clear search',
  onDebouncedChange,
  debounceMs = 300,
  size,
  className,
  onChange,
  onSubmit,
  ...props
}: SearchFieldProps) {
  const debounced = useDebouncedCallback((value: string) => onDebouncedChange?.(value), debounceMs);

  const handleChange = (value: string) => {
    onChange?.(value);
    // An emptied search restores the full list, which should not wait.
    if (value === '') {
      debounced.cancel();
      onDebouncedChange?.('');
    } else {
      debounced.run(value);
    }
  };

  const fieldLabel = <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>;

  return (
    <RACSearchField
      {...props}
      onChange={handleChange}
      onSubmit={(value) => {
        debounced.flush();
        onSubmit?.(value);
      }}
      className={composeRenderProps(className, (userClass) =>
        [fieldStyles.field, styles.root, userClass].filter(Boolean).join(' '),
      )}
    >
      {hideLabel ? <VisuallyHidden>{fieldLabel}</VisuallyHidden> : fieldLabel}
      <div className={styles.control}>
        <Icon name="search" size="small" className={styles.searchIcon} />
        <RACInput placeholder={placeholder} className={styles.input({ size })} />
        <RACButton aria-label={clearLabel} className={styles.clearButton({ size })}>
          <Icon name="close" size="small" />
        </RACButton>
      </div>
      {description != null ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </RACSearchField>
  );
}

import { useRef, useState, type ReactNode } from 'react';
import {
  Button as RACButton,
  Input as RACInput,
  TextField as RACTextField,
  VisuallyHidden,
  composeRenderProps,
  type TextFieldProps as RACTextFieldProps,
  type ValidationResult,
} from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import { FieldDescription, FieldErrorMessage, FieldLabel, fieldStyles } from '../private/Field/Field';
import * as styles from './SearchField.css';
import { useDebouncedCallback } from './useDebouncedCallback';

export const searchFieldSizes = ['small', 'medium'] as const;

export interface SearchFieldProps extends Omit<RACTextFieldProps, 'children'> {
  /** Called with the value on Enter. */
  onSubmit?: (value: string) => void;
  /** Called when the clear button or Escape empties the field. */
  onClear?: () => void;
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

/**
 * A search input with a clear button and a debounced change callback, on react-aria's TextField
 * (`type="search"`, so a searchbox). It does what react-aria's SearchField does (Escape clears, or
 * lets the key through when there is nothing to clear; Enter submits; a clear button out of the tab
 * order) without it: that component's hook loads the clear button's name in 34 languages and a
 * string formatter, about 3 KiB gzip on the first load of every route with a search, for a label
 * this component always gives itself (`clearLabel`).
 */
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
  onClear,
  onKeyDown,
  value: controlledValue,
  defaultValue = '',
  ...props
}: SearchFieldProps) {
  const debounced = useDebouncedCallback((value: string) => onDebouncedChange?.(value), debounceMs);
  const inputRef = useRef<HTMLInputElement>(null);
  const [uncontrolledValue, setUncontrolledValue] = useState(defaultValue);
  const value = controlledValue ?? uncontrolledValue;

  const handleChange = (value: string) => {
    setUncontrolledValue(value);
    onChange?.(value);
    // An emptied search restores the full list, which should not wait.
    if (value === '') {
      debounced.cancel();
      onDebouncedChange?.('');
    } else {
      debounced.run(value);
    }
  };

  const clear = () => {
    handleChange('');
    onClear?.();
  };

  const fieldLabel = <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>;

  return (
    <RACTextField
      type="search"
      {...props}
      value={value}
      onChange={handleChange}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (event.key === 'Enter' && !event.nativeEvent.isComposing && !props.isDisabled && !props.isReadOnly) {
          event.preventDefault();
          debounced.flush();
          onSubmit?.(value);
        } else if (event.key === 'Escape' && value !== '' && !props.isReadOnly) {
          // The browser's own clearing of a search input would skip onClear.
          event.preventDefault();
          clear();
        } else {
          // An Escape with nothing to clear closes the dialog or popover around the field.
          event.continuePropagation();
        }
      }}
      data-empty={value === '' || undefined}
      className={composeRenderProps(className, (userClass) =>
        [fieldStyles.field, styles.root, userClass].filter(Boolean).join(' '),
      )}
    >
      {hideLabel ? <VisuallyHidden>{fieldLabel}</VisuallyHidden> : fieldLabel}
      <div className={styles.control}>
        <Icon name="search" size="small" className={styles.searchIcon} />
        <RACInput ref={inputRef} placeholder={placeholder} className={styles.input({ size })} />
        <RACButton
          aria-label={clearLabel}
          excludeFromTabOrder
          preventFocusOnPress
          isDisabled={props.isDisabled || props.isReadOnly}
          onPress={() => {
            clear();
            inputRef.current?.focus();
          }}
          className={styles.clearButton({ size })}
        >
          <Icon name="close" size="small" />
        </RACButton>
      </div>
      {description != null ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </RACTextField>
  );
}

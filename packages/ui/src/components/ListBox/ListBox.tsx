import { useId, type ReactNode } from 'react';
import { clsx } from 'clsx';
import {
  ListBox as RACListBox,
  ListBoxItem as RACListBoxItem,
  Text as RACText,
  composeRenderProps,
  type ListBoxItemProps as RACListBoxItemProps,
  type ListBoxProps as RACListBoxProps,
} from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import { fieldStyles } from '../private/Field/Field';
import * as styles from './ListBox.css';

export const listBoxLayouts = ['stack', 'grid'] as const;

export interface ListBoxProps<T extends object> extends Omit<RACListBoxProps<T>, 'layout' | 'orientation'> {
  /** The visible label; without one, pass `aria-label`. */
  label?: ReactNode;
  /** Help under the label (e.g. the keys and how many are chosen), announced as the list's description. */
  description?: ReactNode;
  /** Shown under the list, and announced, while `isInvalid`. */
  errorMessage?: ReactNode;
  /** Marks the list invalid (red border). @default false */
  isInvalid?: boolean;
  /** `stack`: one option per row. `grid`: as many columns as fit, for short options. @default 'stack' */
  layout?: (typeof listBoxLayouts)[number];
}

/**
 * An always-visible list of options on react-aria's ListBox, single or multiple selection: one Tab
 * stop, arrow keys move, Space toggles, typing jumps to an option. Better than a checkbox group for
 * long lists (one Tab stop instead of one per option).
 */
export function ListBox<T extends object>({
  label,
  description,
  errorMessage,
  isInvalid = false,
  layout,
  className,
  'aria-labelledby': labelledBy,
  'aria-describedby': describedBy,
  ...props
}: ListBoxProps<T>) {
  const labelId = useId();
  const descriptionId = useId();
  const errorId = useId();
  const showError = isInvalid && errorMessage != null;
  const ids = (...list: (string | false | null | undefined)[]) => list.filter(Boolean).join(' ') || undefined;
  return (
    <div className={fieldStyles.field}>
      {label != null ? (
        <span id={labelId} className={fieldStyles.label}>
          {label}
        </span>
      ) : null}
      {description != null ? (
        <span id={descriptionId} className={fieldStyles.description}>
          {description}
        </span>
      ) : null}
      <RACListBox
        {...props}
        aria-labelledby={ids(labelledBy, label != null && labelId)}
        aria-describedby={ids(describedBy, description != null && descriptionId, showError && errorId)}
        data-invalid={isInvalid || undefined}
        className={composeRenderProps(className, (userClass) => clsx(styles.listBox({ layout }), userClass))}
      />
      {showError ? (
        <span id={errorId} className={fieldStyles.error}>
          {errorMessage}
        </span>
      ) : null}
    </div>
  );
}

export interface ListBoxItemProps<T extends object = object> extends Omit<RACListBoxItemProps<T>, 'children'> {
  /** The option's label. When it is not a plain string, pass `textValue` for typeahead. */
  children: ReactNode;
  /** A line under the label, announced as the option's description. */
  description?: ReactNode;
}

/**
 * One option of a `ListBox`. In a multiple selection it draws a checkbox before the label; in a
 * single selection a check mark after it.
 */
export function ListBoxItem<T extends object = object>({ children, description, className, textValue, ...props }: ListBoxItemProps<T>) {
  return (
    <RACListBoxItem
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={composeRenderProps(className, (userClass) => clsx(styles.item, userClass))}
    >
      {({ isSelected, selectionMode }) => (
        <>
          {selectionMode === 'multiple' ? (
            <span aria-hidden="true" className={styles.check}>
              {isSelected ? <Icon name="check" size="small" /> : null}
            </span>
          ) : null}
          {description == null ? (
            children
          ) : (
            <span className={styles.itemText}>
              <span>{children}</span>
              {/* Announced through the option's aria-describedby but hidden from its content, so the
                  option's name is its label alone. */}
              <RACText slot="description" aria-hidden="true" className={styles.itemDescription}>
                {description}
              </RACText>
            </span>
          )}
          {selectionMode === 'single' && isSelected ? <Icon name="check" size="small" className={styles.mark} /> : null}
        </>
      )}
    </RACListBoxItem>
  );
}

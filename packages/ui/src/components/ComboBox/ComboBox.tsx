import type { ReactNode } from 'react';
import {
  ComboBox as RACComboBox,
  Input as RACInput,
  ListBox as RACListBox,
  ListBoxItem as RACListBoxItem,
  Popover as RACPopover,
  composeRenderProps,
  type ComboBoxProps as RACComboBoxProps,
  type Key,
  type ValidationResult,
} from 'react-aria-components';
import { portalRoot } from '../private/Overlay/Overlay.css';
import { FieldDescription, FieldErrorMessage, FieldLabel, fieldStyles } from '../private/Field/Field';
import * as selectStyles from '../Select/Select.css';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './ComboBox.css';

/** One suggestion: its key, the text put in the input when it is picked, and an optional second line. */
export interface ComboBoxOption {
  id: Key;
  label: string;
  detail?: string;
}

export interface ComboBoxProps<T extends ComboBoxOption = ComboBoxOption>
  extends Omit<RACComboBoxProps<T>, 'children' | 'items' | 'defaultItems' | 'defaultFilter'> {
  /** The visible label. Without one, pass `aria-label`. */
  label?: ReactNode;
  /** Help text under the input, announced as its description. */
  description?: ReactNode;
  /** Shown under the input while it is invalid (`isInvalid`). */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /** Hint shown while the input is empty. */
  placeholder?: string;
  /**
   * The suggestions to show, already chosen by the caller (a search, a server): the combobox does not
   * filter them, so a match on an alias or another script is kept.
   */
  items: readonly T[];
  /**
   * Shown in the open list while it has no items ('Searching...', 'No results', why a search failed).
   * Required: the list may open empty (react-aria's `allowsEmptyCollection`), because letting it close
   * itself when empty makes it reopen after a later pick.
   */
  emptyState: ReactNode;
}

/**
 * A text input with a list of suggestions, on react-aria's ComboBox: typing opens the list, arrow
 * keys move through it, Enter or a click picks (`onSelectionChange`), Escape closes it. Typed text is
 * kept when nothing is picked (`allowsCustomValue`), so a failed search never loses what was typed.
 */
export function ComboBox<T extends ComboBoxOption = ComboBoxOption>({
  label,
  description,
  errorMessage,
  placeholder,
  items,
  emptyState,
  className,
  ...props
}: ComboBoxProps<T>) {
  return (
    <RACComboBox
      menuTrigger="input"
      allowsCustomValue
      {...props}
      items={items}
      allowsEmptyCollection
      className={composeRenderProps(className, (userClass) => [fieldStyles.field, userClass].filter(Boolean).join(' '))}
    >
      {label != null ? <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel> : null}
      <RACInput placeholder={placeholder} className={styles.input} />
      {description != null ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
      <RACPopover className={[portalRoot, selectStyles.popover].join(' ')}>
        <RACListBox<T> className={selectStyles.listBox} renderEmptyState={() => <div className={styles.empty}>{emptyState}</div>}>
          {(item) => (
            <RACListBoxItem id={item.id} textValue={item.label} className={[selectStyles.item, styles.item].join(' ')}>
              {/* No label/description slots: the option's name is its whole visible text, label and
                  detail (axe's label-content-name-mismatch), so "Dubai Marina, Dubai" is read as shown.
                  Label and detail are the caller's text (an Arabic place name in an English list, an
                  address ending in a number): each is isolated in its own direction. */}
              <bdi>{item.label}</bdi>
              {item.detail ? (
                <span className={styles.detail}>
                  <VisuallyHidden>,</VisuallyHidden> <bdi>{item.detail}</bdi>
                </span>
              ) : null}
            </RACListBoxItem>
          )}
        </RACListBox>
      </RACPopover>
    </RACComboBox>
  );
}

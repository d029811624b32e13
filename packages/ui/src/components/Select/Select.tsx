import type { ReactNode } from 'react';
import {
  Button as RACButton,
  ListBox as RACListBox,
  ListBoxItem as RACListBoxItem,
  Popover as RACPopover,
  Select as RACSelect,
  SelectValue as RACSelectValue,
  composeRenderProps,
  type Key,
  type ListBoxItemProps as RACListBoxItemProps,
  type SelectProps as RACSelectProps,
  type ValidationResult,
} from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import { portalRoot } from '../private/Overlay/Overlay.css';
import { FieldDescription, FieldErrorMessage, FieldLabel, fieldStyles } from '../private/Field/Field';
import * as styles from './Select.css';

export const selectSizes = ['small', 'medium'] as const;

/** The shape `items` needs; extra fields are kept and handed to a render function in `children`. */
export interface SelectOption {
  id: Key;
  label: string;
  isDisabled?: boolean;
}

export interface SelectProps<T extends SelectOption = SelectOption>
  extends Omit<RACSelectProps<T, 'single'>, 'children' | 'items' | 'selectionMode'> {
  /** The visible label. Without one (e.g. in a table row), pass `aria-label` so the select has a name. */
  label?: ReactNode;
  /** Help text under the select, announced as its description. */
  description?: ReactNode;
  /** Shown under the select while it is invalid (`isInvalid` or failed validation). */
  errorMessage?: ReactNode | ((validation: ValidationResult) => ReactNode);
  /** Shown while nothing is selected. @default 'Select an item' (react-aria, localised) */
  placeholder?: string;
  /** The options. Each is shown by its `label` unless `children` renders it. */
  items?: Iterable<T>;
  /** `SelectItem` elements, or a function rendering one `SelectItem` per item of `items`. */
  children?: ReactNode | ((item: T) => ReactNode);
  /** `small` is the compact trigger for table rows and toolbars. @default 'medium' */
  size?: (typeof selectSizes)[number];
}

/** An option of a `Select`; `id` is the key reported by `onSelectionChange`. */
export interface SelectItemProps extends Omit<RACListBoxItemProps, 'children'> {
  /** The option's content. When it is not a plain string, pass `textValue` for typeahead. */
  children: ReactNode;
}

/** One option of a `Select`; the selected one carries a check mark. */
export function SelectItem({ children, className, textValue, ...props }: SelectItemProps) {
  return (
    <RACListBoxItem
      {...props}
      // Typeahead needs the text, which react-aria cannot read through the render function below.
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={composeRenderProps(className, (userClass) => [styles.item, userClass].filter(Boolean).join(' '))}
    >
      {({ isSelected }) => (
        <>
          {children}
          {isSelected ? <Icon name="check" size="small" /> : null}
        </>
      )}
    </RACListBoxItem>
  );
}

const renderOption = (item: SelectOption) => (
  <SelectItem id={item.id} isDisabled={item.isDisabled}>
    {item.label}
  </SelectItem>
);

/**
 * A single-choice dropdown on react-aria's Select: it opens with Enter, Space or the arrow keys,
 * supports typeahead, and returns focus to the trigger on close.
 */
export function Select<T extends SelectOption = SelectOption>({
  label,
  description,
  errorMessage,
  items,
  children,
  size,
  className,
  ...props
}: SelectProps<T>) {
  return (
    <RACSelect
      {...props}
      className={composeRenderProps(className, (userClass) =>
        [fieldStyles.field, styles.root, userClass].filter(Boolean).join(' '),
      )}
    >
      {label != null ? <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel> : null}
      <RACButton className={styles.trigger({ size })}>
        <RACSelectValue className={styles.value} />
        <Icon name="chevronDown" size="small" className={styles.chevron} />
      </RACButton>
      {description != null ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
      <RACPopover className={[portalRoot, styles.popover].join(' ')}>
        <RACListBox items={items} className={styles.listBox}>
          {children ?? renderOption}
        </RACListBox>
      </RACPopover>
    </RACSelect>
  );
}

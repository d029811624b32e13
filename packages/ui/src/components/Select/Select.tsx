import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
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
import { SelectStandIn, keepOpenRequest, standInPropsOf, type SelectFirstUse } from './SelectStandIn';

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
  /**
   * Until first focused or pressed, render a plain button with the trigger's look, role and name,
   * then the full select (focused, and open after a press). For a select on every row of a list:
   * react-aria's select (its collection, hidden native select and popover) is most of a row's first
   * render. The button shows the selected option's `label` from `items`, so give `items` and
   * `selectedKey` or `defaultSelectedKey`. A description or an error message shows once it is used.
   * @default false
   */
  deferUntilUsed?: boolean;
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
 * supports typeahead, and returns focus to the trigger on close. With `deferUntilUsed` it stands in
 * with a plain button until first used.
 */
export function Select<T extends SelectOption = SelectOption>({ deferUntilUsed = false, ...props }: SelectProps<T>) {
  const [firstUse, setFirstUse] = useState<SelectFirstUse | null>(null);
  if (deferUntilUsed && firstUse === null) {
    return <SelectStandIn {...standInPropsOf(props)} onUse={(use) => setFirstUse((previous) => keepOpenRequest(previous, use))} />;
  }
  return <FullSelect {...props} firstUse={firstUse} />;
}

/** The react-aria select, opened or focused as its deferred stand-in was first used. Not exported by the package. */
export function FullSelect<T extends SelectOption>({
  label,
  description,
  errorMessage,
  items,
  children,
  size,
  className,
  firstUse,
  ...props
}: SelectProps<T> & { firstUse: SelectFirstUse | null }) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setOpen] = useState(false);
  // After a deferred start the open state is kept here, so the first use can open it once focus is on
  // the trigger: the popover then restores focus to this trigger, not to the stand-in it replaced.
  const openProps = firstUse
    ? {
        isOpen: props.isOpen ?? isOpen,
        onOpenChange: (open: boolean) => {
          setOpen(open);
          props.onOpenChange?.(open);
        },
      }
    : {};
  const mountedWith = useRef(firstUse);
  useLayoutEffect(() => {
    if (mountedWith.current?.focus) triggerRef.current?.focus();
    if (mountedWith.current?.open) setOpen(true);
  }, []);
  return (
    <RACSelect
      {...props}
      {...openProps}
      className={composeRenderProps(className, (userClass) =>
        [fieldStyles.field, styles.root, userClass].filter(Boolean).join(' '),
      )}
    >
      {label != null ? <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel> : null}
      <RACButton ref={triggerRef} className={styles.trigger({ size })}>
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

import type { ReactNode } from 'react';
import {
  Collection as RACCollection,
  Header as RACHeader,
  Menu as RACMenu,
  MenuItem as RACMenuItem,
  MenuSection as RACMenuSection,
  Popover as RACPopover,
  Separator as RACSeparator,
  composeRenderProps,
  type MenuItemProps as RACMenuItemProps,
  type MenuProps as RACMenuProps,
  type MenuSectionProps as RACMenuSectionProps,
  type PopoverProps as RACPopoverProps,
  type SeparatorProps as RACSeparatorProps,
} from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import { portalRoot } from '../private/Overlay/Overlay.css';
import * as styles from './Menu.css';

export { MenuTrigger, type MenuTriggerProps } from 'react-aria-components';

export const menuItemTones = ['neutral', 'danger'] as const;

export interface MenuProps<T extends object> extends RACMenuProps<T> {
  /** Where the menu opens relative to its trigger; it flips when there is no room. @default 'bottom end' */
  placement?: RACPopoverProps['placement'];
}

/**
 * A menu of actions and links in a popover, opened by the button before it in a `MenuTrigger`.
 * Arrow keys, typeahead, Enter and Escape come from react-aria's Menu.
 */
export function Menu<T extends object>({ placement = 'bottom end', className, ...props }: MenuProps<T>) {
  return (
    <RACPopover placement={placement} className={[portalRoot, styles.popover].join(' ')}>
      <RACMenu
        {...props}
        className={composeRenderProps(className, (userClass) => [styles.menu, userClass].filter(Boolean).join(' '))}
      />
    </RACPopover>
  );
}

export interface MenuItemProps<T extends object = object> extends Omit<RACMenuItemProps<T>, 'children'> {
  children: ReactNode;
  /** 'danger' for destructive actions. @default 'neutral' */
  tone?: (typeof menuItemTones)[number];
  /** Decorative icon before the label. */
  icon?: ReactNode;
}

/**
 * An action (`onAction`) or, with `href`, a link. In a `Menu` or `MenuSection` with a
 * `selectionMode`, a choice (menuitemradio or menuitemcheckbox): a check marks the selected ones, in
 * the place of the icon.
 */
export function MenuItem<T extends object = object>({ tone, icon, children, className, textValue, ...props }: MenuItemProps<T>) {
  return (
    <RACMenuItem
      {...props}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={composeRenderProps(className, (userClass) =>
        [styles.item({ tone }), userClass].filter(Boolean).join(' '),
      )}
    >
      {({ selectionMode, isSelected }) => {
        const isChoice = selectionMode !== 'none';
        // A choice keeps the check's room when unselected, so the labels of its group line up.
        const lead = isChoice ? isSelected && <Icon name="check" /> : icon;
        return (
          <>
            {lead || isChoice ? (
              <span className={styles.itemIcon} aria-hidden="true">
                {lead}
              </span>
            ) : null}
            {children}
          </>
        );
      }}
    </RACMenuItem>
  );
}

/** A line between groups of items. */
export function MenuSeparator(props: Omit<RACSeparatorProps, 'className'>) {
  return <RACSeparator {...props} className={styles.separator} />;
}

export interface MenuSectionProps<T extends object> extends Omit<RACMenuSectionProps<T>, 'className'> {
  /**
   * A non-interactive header that also names the group for assistive technology, e.g. the
   * signed-in user's name and email above 'Sign Out'.
   */
  title?: ReactNode;
}

/** A group of items under an optional header. */
export function MenuSection<T extends object>({ title, children, items, ...props }: MenuSectionProps<T>) {
  return (
    <RACMenuSection {...props} className={styles.section}>
      {title ? <RACHeader className={styles.sectionHeader}>{title}</RACHeader> : null}
      {typeof children === 'function' ? <RACCollection items={items}>{children}</RACCollection> : children}
    </RACMenuSection>
  );
}

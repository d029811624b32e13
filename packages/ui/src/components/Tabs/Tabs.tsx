import type { ReactNode } from 'react';
import { clsx } from 'clsx';
import {
  Tab as RACTab,
  TabList as RACTabList,
  TabPanel as RACTabPanel,
  Tabs as RACTabs,
  VisuallyHidden,
  composeRenderProps,
  type TabListProps as RACTabListProps,
  type TabPanelProps as RACTabPanelProps,
  type TabProps as RACTabProps,
  type TabsProps as RACTabsProps,
} from 'react-aria-components';
import * as styles from './Tabs.css';
import { useScrollOverflow, type ScrollOverflow } from './useScrollOverflow';

/** Horizontal only: the design has no vertical tabs. */
export type TabsProps = Omit<RACTabsProps, 'orientation'>;

/**
 * The tab set, on react-aria's Tabs (arrow keys, Home/End, roving focus and panel wiring come
 * from it). Controlled with `selectedKey`/`onSelectionChange` or uncontrolled with `defaultSelectedKey`.
 */
export function Tabs({ className, ...props }: TabsProps) {
  return <RACTabs {...props} className={composeRenderProps(className, (userClass) => clsx(styles.tabs, userClass))} />;
}

/** The row of tabs; give it an `aria-label` that says what the tabs switch between. */
export type TabListProps<T extends object> = RACTabListProps<T>;

function overflowClass({ start, end }: ScrollOverflow): string | undefined {
  if (start && end) return styles.overflow.both;
  if (start) return styles.overflow.start;
  if (end) return styles.overflow.end;
  return undefined;
}

/**
 * The row of tabs with an underline under the selected one. When too narrow it scrolls sideways, and
 * an end that hides tabs fades out, so a user sees there are more (issue 13: at 375 px the profile's
 * last tabs were cut off with no cue).
 */
export function TabList<T extends object>({ className, ...props }: TabListProps<T>) {
  const { ref, overflow } = useScrollOverflow<HTMLDivElement>();
  return (
    <RACTabList
      {...props}
      ref={ref}
      className={composeRenderProps(className, (userClass) =>
        clsx(styles.tabList, overflowClass(overflow), userClass),
      )}
    />
  );
}

export interface TabProps extends RACTabProps {
  /**
   * A count shown in a badge after the label, e.g. the number of pending requests. It is read as
   * part of the tab's name in parentheses ('Pending Requests (3)').
   */
  count?: ReactNode;
}

/** One tab; its `id` matches the `id` of its `TabPanel`. */
export function Tab({ count, children, className, ...props }: TabProps) {
  return (
    <RACTab {...props} className={composeRenderProps(className, (userClass) => clsx(styles.tab, userClass))}>
      {composeRenderProps(children, (label) => (
        <>
          {label}
          {count != null ? (
            <>
              {' '}
              <VisuallyHidden elementType="span">({count})</VisuallyHidden>
              <span aria-hidden="true" className={styles.count}>
                {count}
              </span>
            </>
          ) : null}
        </>
      ))}
    </RACTab>
  );
}

/** `id` ties the panel to its `Tab`; `shouldForceMount` keeps a hidden panel's state. */
export type TabPanelProps = RACTabPanelProps;

/** The content of one tab; only the selected tab's panel is rendered. */
export function TabPanel({ className, ...props }: TabPanelProps) {
  return (
    <RACTabPanel {...props} className={composeRenderProps(className, (userClass) => clsx(styles.tabPanel, userClass))} />
  );
}

import { useCallback, useId, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { clsx } from 'clsx';
import { mergeProps, useFocusRing, useHover, usePress } from 'react-aria';
import type { Key } from 'react-aria-components';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Tabs.css';
import { TabsContext, useTabsState, type TabsState } from './tabsState';
import { useHasTabbableChild } from './useHasTabbableChild';
import { useScrollOverflow, type ScrollOverflow } from './useScrollOverflow';
import { useTabListKeyboard } from './useTabListKeyboard';

// Built on react-aria's focus, hover and press hooks rather than react-aria-components' Tabs: their
// collection layer cost 22 KiB gzip in the first load of every screen with tabs, more than the
// screens' whole budget above React (issue 15). The keyboard and ARIA contract is the same.

export interface TabsProps {
  children?: ReactNode;
  className?: string;
  style?: CSSProperties;
  /** The selected tab's `id` (controlled). */
  selectedKey?: Key | null;
  /** The tab selected at first (uncontrolled); the first enabled tab when not given. */
  defaultSelectedKey?: Key;
  /** Called with the `id` of a tab the user selects. */
  onSelectionChange?: (key: Key) => void;
  /** Tabs that cannot be selected. */
  disabledKeys?: Iterable<Key>;
  /** Disables every tab. */
  isDisabled?: boolean;
}

/**
 * The tab set (horizontal only: the design has no vertical tabs). Controlled with
 * `selectedKey`/`onSelectionChange` or uncontrolled with `defaultSelectedKey`. Arrow keys (mirrored
 * right to left), Home and End move between tabs and select them; Tab then enters the panel.
 */
export function Tabs({ children, className, style, selectedKey, defaultSelectedKey, onSelectionChange, disabledKeys, isDisabled = false }: TabsProps) {
  const baseId = useId();
  const [ownKey, setOwnKey] = useState<Key | null>(defaultSelectedKey ?? null);
  const isControlled = selectedKey !== undefined;
  const current = isControlled ? selectedKey : ownKey;
  const disabled = useMemo(() => new Set(disabledKeys ?? []), [disabledKeys]);

  const isKeyDisabled = useCallback((key: Key) => isDisabled || disabled.has(key), [isDisabled, disabled]);
  const select = useCallback(
    (key: Key) => {
      if (key === current || isKeyDisabled(key)) return;
      if (!isControlled) setOwnKey(key);
      onSelectionChange?.(key);
    },
    [current, isControlled, isKeyDisabled, onSelectionChange],
  );
  const idOf = useCallback((part: 'tab' | 'panel', key: Key) => `${baseId}-${part}-${encodeURIComponent(String(key))}`, [baseId]);
  // Layout effects run in tree order, so the first enabled tab claims first, before the first paint.
  const claimFirst = useCallback((key: Key) => setOwnKey((own) => own ?? key), []);

  const state = useMemo<TabsState>(
    () => ({ selectedKey: current, select, isKeyDisabled, idOf, claimFirst, needsFirst: !isControlled && current === null }),
    [current, select, isKeyDisabled, idOf, claimFirst, isControlled],
  );
  return (
    <TabsContext.Provider value={state}>
      <div className={clsx(styles.tabs, className)} style={style}>
        {children}
      </div>
    </TabsContext.Provider>
  );
}

/** The row of tabs; give it an `aria-label` that says what the tabs switch between. */
export interface TabListProps {
  children?: ReactNode;
  className?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

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
export function TabList({ children, className, ...labelling }: TabListProps) {
  const { ref, overflow } = useScrollOverflow<HTMLDivElement>();
  const onKeyDown = useTabListKeyboard();

  return (
    // The list is a composite: focus sits on one tab at a time (roving), the list only hears the keys.
    // eslint-disable-next-line jsx-a11y/interactive-supports-focus
    <div
      {...labelling}
      ref={ref}
      role="tablist"
      aria-orientation="horizontal"
      onKeyDown={onKeyDown}
      className={clsx(styles.tabList, overflowClass(overflow), className)}
    >
      {children}
    </div>
  );
}

export interface TabProps {
  /** Ties the tab to the `TabPanel` with the same `id`. */
  id: Key;
  children?: ReactNode;
  className?: string;
  isDisabled?: boolean;
  /**
   * A count shown in a badge after the label, e.g. the number of pending requests. It is read as
   * part of the tab's name in parentheses ('Pending Requests (3)').
   */
  count?: ReactNode;
}

/** One tab; its `id` matches the `id` of its `TabPanel`. */
export function Tab({ id, count, children, className, isDisabled: ownDisabled = false }: TabProps) {
  const state = useTabsState('Tab');
  const isSelected = state.selectedKey === id;
  const isDisabled = ownDisabled || state.isKeyDisabled(id);
  const select = () => {
    if (!ownDisabled) state.select(id);
  };
  const { pressProps, isPressed } = usePress({ isDisabled, onPress: select });
  const { hoverProps, isHovered } = useHover({ isDisabled });
  const { focusProps, isFocusVisible } = useFocusRing();
  const { needsFirst, claimFirst } = state;
  useLayoutEffect(() => {
    if (needsFirst && !isDisabled) claimFirst(id);
  }, [needsFirst, isDisabled, claimFirst, id]);

  // Focus scrolled the tab into view before selecting it made its label bolder and wider: once
  // selected, the whole tab is brought into view, or the row's last pixels would stay cut off.
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (isSelected && element && element === document.activeElement) element.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [isSelected]);
  return (
    <div
      {...mergeProps(pressProps, hoverProps, focusProps, { onFocus: select })}
      ref={ref}
      role="tab"
      id={state.idOf('tab', id)}
      aria-selected={isSelected}
      aria-controls={isSelected ? state.idOf('panel', id) : undefined}
      aria-disabled={isDisabled || undefined}
      tabIndex={isSelected && !isDisabled ? 0 : -1}
      data-selected={isSelected || undefined}
      data-disabled={isDisabled || undefined}
      data-hovered={isHovered || undefined}
      data-pressed={isPressed || undefined}
      data-focus-visible={isFocusVisible || undefined}
      className={clsx(styles.tab, className)}
    >
      {children}
      {count != null ? (
        <>
          {' '}
          <VisuallyHidden>({count})</VisuallyHidden>
          <span aria-hidden="true" className={styles.count}>
            {count}
          </span>
        </>
      ) : null}
    </div>
  );
}

export interface TabPanelProps {
  /** Ties the panel to the `Tab` with the same `id`. */
  id: Key;
  children?: ReactNode;
  className?: string;
  /** Keeps the panel (hidden) while another tab is selected, so its state survives. */
  shouldForceMount?: boolean;
}

/** The content of one tab; only the selected tab's panel is rendered. */
export function TabPanel({ id, children, className, shouldForceMount = false }: TabPanelProps) {
  const state = useTabsState('TabPanel');
  const isSelected = state.selectedKey === id;
  const ref = useRef<HTMLDivElement>(null);
  const hasTabbableChild = useHasTabbableChild(ref, isSelected);
  const { focusProps, isFocusVisible } = useFocusRing();
  if (!isSelected && !shouldForceMount) return null;
  return (
    <div
      {...focusProps}
      ref={ref}
      role="tabpanel"
      id={state.idOf('panel', id)}
      aria-labelledby={state.idOf('tab', id)}
      tabIndex={isSelected && !hasTabbableChild ? 0 : undefined}
      hidden={!isSelected}
      data-focus-visible={isFocusVisible || undefined}
      className={clsx(styles.tabPanel, className)}
    >
      {children}
    </div>
  );
}

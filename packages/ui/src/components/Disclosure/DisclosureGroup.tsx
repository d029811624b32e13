import { clsx } from 'clsx';
import {
  DisclosureGroup as RACDisclosureGroup,
  composeRenderProps,
  type DisclosureGroupProps as RACDisclosureGroupProps,
} from 'react-aria-components';
import * as styles from './Disclosure.css';

/**
 * `allowsMultipleExpanded` (default false: one open at a time, an accordion), `expandedKeys` /
 * `defaultExpandedKeys` / `onExpandedChange` over the `id`s of the child `Disclosure`s, and `isDisabled`.
 */
export type DisclosureGroupProps = RACDisclosureGroupProps;

/** A stack of `Disclosure`s that expand as an accordion, on react-aria's DisclosureGroup. */
export function DisclosureGroup({ className, ...props }: DisclosureGroupProps) {
  return (
    <RACDisclosureGroup
      {...props}
      className={composeRenderProps(className, (userClass) => clsx(styles.group, userClass))}
    />
  );
}

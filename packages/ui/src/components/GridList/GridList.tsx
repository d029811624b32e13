import { createContext, useContext, type ReactNode } from 'react';
import { clsx } from 'clsx';
import {
  GridList as RACGridList,
  GridListItem as RACGridListItem,
  composeRenderProps,
  type GridListItemProps as RACGridListItemProps,
  type GridListProps as RACGridListProps,
} from 'react-aria-components';
import * as styles from './GridList.css';

// Re-exported so screens can lay a grid list out in columns and virtualise it without depending on react-aria-components themselves.
export { GridLayout, Size } from 'react-aria-components';

export const gridListVariants = ['card', 'plain', 'bare'] as const;

type GridListVariant = (typeof gridListVariants)[number];

const GridListVariantContext = createContext<GridListVariant>('card');

export interface GridListProps<T extends object> extends RACGridListProps<T> {
  /**
   * `card`: each item is a separate card, spaced apart. `plain`: rows inside one bordered box. `bare`:
   * no frame or padding, for items that draw their own card (and a `Virtualizer` that places them). @default 'card'
   */
  variant?: GridListVariant;
  /** Shown in place of the items when there are none. */
  emptyMessage?: ReactNode;
}

/**
 * A list of items that hold their own controls, on react-aria's GridList: one Tab stop, the arrow
 * keys move between items, and the right arrow moves into an item's controls. Pass `aria-label`.
 */
export function GridList<T extends object>({ variant = 'card', emptyMessage, className, ...props }: GridListProps<T>) {
  return (
    <GridListVariantContext.Provider value={variant}>
      <RACGridList
        {...props}
        renderEmptyState={props.renderEmptyState ?? (emptyMessage == null ? undefined : () => <p className={styles.empty}>{emptyMessage}</p>)}
        className={composeRenderProps(className, (userClass) => clsx(styles.gridList({ variant }), userClass))}
      />
    </GridListVariantContext.Provider>
  );
}

export type GridListItemProps<T extends object = object> = RACGridListItemProps<T>;

/** One item of a `GridList`, drawn as the list's `variant` says. Pass `textValue` when its content is not plain text. */
export function GridListItem<T extends object = object>({ className, ...props }: GridListItemProps<T>) {
  const variant = useContext(GridListVariantContext);
  return (
    <RACGridListItem
      {...props}
      className={composeRenderProps(className, (userClass) => clsx(styles.item({ variant }), userClass))}
    />
  );
}

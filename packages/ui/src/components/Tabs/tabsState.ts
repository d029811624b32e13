import { createContext, useContext } from 'react';
import type { Key } from 'react-aria-components';

/** What a tab set shares with its list, tabs and panels. */
export interface TabsState {
  /** The selected tab's key; `null` only until the first tab is known. */
  readonly selectedKey: Key | null;
  /** Selects a tab, unless it or the whole set is disabled or it is already selected. */
  readonly select: (key: Key) => void;
  readonly isKeyDisabled: (key: Key) => boolean;
  /** The DOM id of a key's tab or panel, which tie the two together for assistive technology. */
  readonly idOf: (part: 'tab' | 'panel', key: Key) => string;
  /** Uncontrolled with no default and nothing selected yet: the first enabled tab to mount claims the selection. */
  readonly needsFirst: boolean;
  readonly claimFirst: (key: Key) => void;
}

export const TabsContext = createContext<TabsState | null>(null);

export function useTabsState(component: string): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error(`${component} must be placed inside <Tabs>.`);
  return state;
}

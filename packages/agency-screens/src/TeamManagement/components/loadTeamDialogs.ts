import { lazy } from 'react';

/** The dialogs' code: fetched on the first hover or focus of a control that opens one, or on its press. */
export const loadTeamDialogs = () => import('./TeamDialogs');

export const LazyTeamDialogs = lazy(loadTeamDialogs);

/** Starts fetching the dialogs ahead of a press, so that opening one is immediate. */
export function preloadTeamDialogs() {
  // A failed preload is not the user's concern: the press loads again and reports a failure.
  loadTeamDialogs().catch(() => undefined);
}

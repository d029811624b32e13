import { lazy } from 'react';

/** The dialogs' code: fetched on the first hover or focus of a View button, or when one opens. */
export const loadAgentListDialogs = () => import('./AgentListDialogs');

export const LazyAgentListDialogs = lazy(loadAgentListDialogs);

/** Starts fetching the dialogs ahead of a press, so that opening the profile is immediate. */
export function preloadAgentListDialogs() {
  // A failed preload is not the user's concern: the opening loads again and reports a failure.
  loadAgentListDialogs().catch(() => undefined);
}

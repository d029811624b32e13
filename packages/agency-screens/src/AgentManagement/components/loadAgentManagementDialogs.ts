import { lazy } from 'react';

/** The dialogs' code: fetched on the first hover or focus of View or Remove, or when one opens. */
export const loadAgentManagementDialogs = () => import('./AgentManagementDialogs');

export const LazyAgentManagementDialogs = lazy(loadAgentManagementDialogs);

/** Starts fetching the dialogs ahead of a press, so that opening one is immediate. */
export function preloadAgentManagementDialogs() {
  // A failed preload is not the user's concern: the opening loads again and reports a failure.
  loadAgentManagementDialogs().catch(() => undefined);
}

import { lazy } from 'react';

/**
 * The delete confirmation's code (ui's AlertDialog and its modal), about 15 KB gzip that no list's
 * first render needs: fetched on the first hover or focus of a card's Delete, or on its press.
 */
const loadDeletePropertyDialog = () => import('../../PropertyCard/DeletePropertyDialog');

export const LazyDeletePropertyDialog = lazy(async () => ({ default: (await loadDeletePropertyDialog()).DeletePropertyDialog }));

/** Starts fetching the confirmation ahead of a press, so that it opens at once. */
export function preloadDeletePropertyDialog() {
  // A failed preload is not the user's concern: the press loads again and Suspense shows nothing until then.
  loadDeletePropertyDialog().catch(() => undefined);
}

import { shellMessages } from '@marketplace/domain';
import { hasUnsavedChanges } from '@marketplace/ui';

/** Whether `url` (a path, or a whole URL) is another page than the one shown: its path or query differ. */
function leavesPage(url: string): boolean {
  const { pathname, search } = new URL(url, window.location.href);
  return `${pathname}${search}` !== `${window.location.pathname}${window.location.search}`;
}

/**
 * Whether to go to `url`: yes, unless it leaves a page holding unsaved work and the user stays.
 * `question` is asked in the page's language (the shown catalogue's `shell.leaveUnsavedChanges`).
 */
export function confirmLeaving(url: string, question: string = shellMessages.leaveUnsavedChanges): boolean {
  return !leavesPage(url) || !hasUnsavedChanges() || window.confirm(question);
}

/** The part of the Navigation API this uses; a browser without it (or a test) passes undefined. */
type TraversalSource = Pick<Navigation, 'addEventListener' | 'removeEventListener'>;

/**
 * Back and Forward ask too. A popstate comes after the history has moved, too late to stay; the
 * Navigation API's `navigate` event comes before a traversal within the page and can cancel it (browsers
 * allow that once per user activation, and a user holding unsaved work has typed or clicked). Browsers
 * without the API move without asking, as before; reloads and other sites ask through `beforeunload`.
 * Returns the function that stops asking.
 */
export function askBeforeHistoryTraversal(navigation: TraversalSource | undefined, question: string = shellMessages.leaveUnsavedChanges): () => void {
  if (!navigation) return () => undefined;
  const onNavigate = (event: NavigateEvent) => {
    if (event.navigationType !== 'traverse' || !event.cancelable || !event.destination.sameDocument) return;
    if (!confirmLeaving(event.destination.url, question)) event.preventDefault();
  };
  navigation.addEventListener('navigate', onNavigate);
  return () => navigation.removeEventListener('navigate', onNavigate);
}

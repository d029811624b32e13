import { sharedLimits } from '@marketplace/domain';
import { useDebouncedCallback } from '@marketplace/ui';
import { useLayoutEffect, useRef, useState } from 'react';

/** The search field's text and its handlers. */
export interface SearchDraft {
  /** What the field shows: ahead of the view state while the debounce waits. */
  text: string;
  /** Every keystroke: shows at once, reaches `onCommit` after the pause (an emptied field at once). */
  change: (value: string) => void;
  /** Enter, or the field lost focus: sends a waiting value now and ends the search (the next one gets its own history entry). */
  end: () => void;
}

/** How a committed search should reach the URL: the first of a search adds a history entry, later ones replace it. */
export interface SearchCommit {
  readonly replace: boolean;
}

/**
 * Keeps the search text local and hands it on debounced (300 ms), so the list and the URL change
 * once per pause rather than per keystroke. A search is the typing from the first keystroke to Enter,
 * leaving the field or a change from outside: its first settled text adds a history entry and the
 * later ones replace it, so Back returns to the list before the search, one step per search. When the committed search changes from outside (Reset,
 * the browser's back button) the text follows it and any waiting value is dropped; the echo of the
 * field's own commits is not taken for such a change, so text typed meanwhile is never overwritten.
 */
export function useSearchDraft(
  search: string,
  onCommit: (value: string, how: SearchCommit) => void,
  delayMs: number = sharedLimits.searchDebounceMs,
): SearchDraft {
  const [text, setText] = useState(search);
  const [seenSearch, setSeenSearch] = useState(search);
  const [committed, setCommitted] = useState(search);
  const [outsideChanges, setOutsideChanges] = useState(0);

  // Whether this search has committed already; a ref, as the debounce timer commits between renders.
  const hasCommitted = useRef(false);
  const commit = (value: string) => {
    setCommitted(value);
    onCommit(value, { replace: hasCommitted.current });
    hasCommitted.current = true;
  };
  const debounced = useDebouncedCallback(commit, delayMs);

  if (search !== seenSearch) {
    setSeenSearch(search);
    if (search !== committed) {
      setText(search);
      setCommitted(search);
      setOutsideChanges((count) => count + 1);
    }
  }

  // Synchronous after the commit, so a waiting keystroke cannot fire between an outside change and its cancel.
  useLayoutEffect(() => {
    if (outsideChanges === 0) return;
    debounced.cancel();
    // Reset or Back ended the search: the next one adds its own history entry.
    hasCommitted.current = false;
  }, [outsideChanges, debounced]);

  const change = (value: string) => {
    setText(value);
    // An emptied search restores the full list, which should not wait.
    if (value === '') {
      debounced.cancel();
      if (committed !== '') commit('');
    } else {
      debounced.run(value);
    }
  };

  const end = () => {
    debounced.flush();
    hasCommitted.current = false;
  };
  return { text, change, end };
}

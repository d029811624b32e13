import { useCallback, useSyncExternalStore } from 'react';

function canMatchMedia(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function';
}

/**
 * Whether a CSS media query matches now, e.g. `useMediaQuery(media.narrow)`; re-renders when it
 * starts or stops matching. For layouts that change structure (a table becoming cards), which CSS
 * alone cannot do. On the server, and where `matchMedia` is missing (jsdom), it answers
 * `serverValue`, so the first client render matches the server's markup.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!canMatchMedia()) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const getSnapshot = () => (canMatchMedia() ? window.matchMedia(query).matches : serverValue);
  return useSyncExternalStore(subscribe, getSnapshot, () => serverValue);
}

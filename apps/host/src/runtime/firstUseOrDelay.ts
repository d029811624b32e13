const useEvents = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * Resolves at the first sign that someone is using the page (a press, a key, focus moving into it),
 * or after `delayMs`, whichever comes first: for work the page will need soon but not to show itself.
 */
export function firstUseOrDelay(delayMs: number, target: Pick<Document, 'addEventListener' | 'removeEventListener'> = document): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      for (const name of useEvents) target.removeEventListener(name, done, true);
      resolve();
    };
    const timer = setTimeout(done, delayMs);
    for (const name of useEvents) target.addEventListener(name, done, true);
  });
}

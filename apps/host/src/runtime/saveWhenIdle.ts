/** What {@link saveWhenIdle} gives back. */
export interface IdleSaver {
  /** Asks for a save; asks made before it runs share it. */
  schedule(): void;
}

/**
 * Runs `save` when the page is next idle after `schedule()`, so writing the demo's changes never
 * holds up an answer or a paint; and at once when the page is hidden or left, so a reload (the
 * profile save reloads the page) keeps what was just done.
 */
export function saveWhenIdle(save: () => void, target: Window = window): IdleSaver {
  let pending = false;
  const run = () => {
    if (!pending) return;
    pending = false;
    save();
  };
  target.addEventListener('pagehide', run);
  target.document.addEventListener('visibilitychange', () => {
    if (target.document.visibilityState === 'hidden') run();
  });
  return {
    schedule() {
      if (pending) return;
      pending = true;
      // Safari has no requestIdleCallback.
      if (typeof target.requestIdleCallback === 'function') target.requestIdleCallback(run, { timeout: 2000 });
      else target.setTimeout(run, 200);
    },
  };
}

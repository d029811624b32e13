// In-page timing. A step ends when the DOM shows its result and the browser has done the style and
// layout work that must precede a paint (forced here, so the time is not rounded to a frame).
// The next paint is reported too, for information: it is rounded to the frame clock.

const stepTimeoutMs = 30_000;

/** Texts of the rows in the DOM (header included), for matching expected content. */
export function rowTexts(): string[] {
  return Array.from(document.querySelectorAll('[role=row]'), (row) => row.textContent ?? '');
}

/** How many rows the DOM holds. */
export function rowCount(): number {
  return document.querySelectorAll('[role=row]').length;
}

function forceLayout(): void {
  // Reading a layout property makes the browser recalculate styles and lay out now.
  void document.body.getBoundingClientRect().height;
}

/** Resolves with the time the condition first holds in the DOM, after forcing style and layout. */
export function whenDomShows(condition: () => boolean, describe: () => string): Promise<number> {
  return new Promise((resolve, reject) => {
    const finish = () => {
      forceLayout();
      performance.mark('bench:dom-shows');
      return performance.now();
    };
    if (condition()) {
      resolve(finish());
      return;
    }
    const timer = window.setTimeout(() => {
      observer.disconnect();
      reject(new Error(`bench: the list did not update within ${stepTimeoutMs} ms: ${describe()}`));
    }, stepTimeoutMs);
    const observer = new MutationObserver(() => {
      if (!condition()) return;
      observer.disconnect();
      window.clearTimeout(timer);
      resolve(finish());
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

/** Resolves after the next frame has painted. */
export function nextPaint(): Promise<number> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now());
      channel.port2.postMessage(null);
    });
  });
}

/** Resolves at the end of the current task (after React's synchronous work for a discrete event), layout forced. */
export function endOfTask(): Promise<number> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      forceLayout();
      resolve(performance.now());
    };
    channel.port2.postMessage(null);
  });
}

/**
 * Resolves once a few frames pass with no DOM change, so the next step starts from a quiet page;
 * after `maxMs` regardless, so a page that never stops changing cannot stall the bench.
 */
export function whenQuiet(frames = 3, maxMs = 5_000): Promise<void> {
  return new Promise((resolve) => {
    const deadline = performance.now() + maxMs;
    let quiet = 0;
    const observer = new MutationObserver(() => {
      quiet = 0;
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
    const tick = () => {
      quiet += 1;
      if (quiet > frames || performance.now() > deadline) {
        observer.disconnect();
        resolve();
      } else {
        requestAnimationFrame(tick);
      }
    };
    requestAnimationFrame(tick);
  });
}

/** Resolves at the next idle period with the time it leaves, 0 when none came within `timeout`. */
function idlePeriod(timeout: number): Promise<number> {
  return new Promise((resolve) => {
    requestIdleCallback((deadline) => resolve(deadline.didTimeout ? 0 : deadline.timeRemaining()), { timeout });
  });
}

/**
 * Resolves once the page is quiet and idle: the DOM has stopped changing and two idle periods in a
 * row are (nearly) the full 50 ms, so work the view left for idle time (warm-ups, effects) is done
 * before the next step starts. After `maxMs` regardless, so a busy page cannot stall the bench.
 */
export async function whenSettled(maxMs = 5_000): Promise<void> {
  const deadline = performance.now() + maxMs;
  await whenQuiet(3, maxMs);
  let fullPeriods = 0;
  while (fullPeriods < 2 && performance.now() < deadline) {
    fullPeriods = (await idlePeriod(1_000)) >= 45 ? fullPeriods + 1 : 0;
  }
}

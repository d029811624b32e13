// In-page timing of typing, the same on the form and on the floor page. Per keystroke, from the key
// event's time stamp (when the browser took the key, so waiting for a busy page counts) to the end
// of the rendering of the first frame after the last of the key's handlers (keydown, keypress,
// beforeinput, input): that frame is the one showing the character, and a task posted from its
// animation-frame callbacks runs once its style, layout and paint are done. Long tasks (over 50 ms)
// and Event Timing entries are observed all along; each window reports its own.

/** One keystroke, in milliseconds. */
export interface KeystrokeTiming {
  /** Key event to the next frame's rendering done: what must stay under a frame. */
  readonly keyToFrameMs: number;
  /** Key event to the end of its last handler (input delay and processing). */
  readonly handlersMs: number;
  /** That frame: its animation-frame callbacks to its rendering done. */
  readonly renderMs: number;
}

/** What one typing window saw. */
export interface TypingWindow {
  readonly keystrokes: readonly KeystrokeTiming[];
  /** Keys that never got a frame after their handlers (should be none). */
  readonly keysWithoutFrame: number;
  /** Long tasks that started in the window, timed from the last key. */
  readonly longTasks: readonly { readonly afterLastKeyMs: number; readonly durationMs: number }[];
  /** Event Timing: each keystroke interaction's longest event duration (reported only from 16 ms, to 8 ms). */
  readonly eventTimingMs: readonly number[];
}

/** What the page offers the Node driver on `window.__typingBench`. */
export interface TypingBenchApi {
  /** The fields' accessible names, from the message catalogue. */
  readonly labels: { readonly title: string; readonly description: string };
  /** Resolves once no long task has run for `quietMs` (the page has settled after loading). */
  quiet(quietMs: number): Promise<void>;
  /** Starts a typing window: keystrokes from now on are timed. */
  begin(): void;
  /** Ends the window `afterMs` after the last key's frame, and reports it. */
  end(afterMs: number): Promise<TypingWindow>;
}

declare global {
  interface Window {
    __typingBench?: TypingBenchApi;
  }
}

interface Keystroke {
  readonly start: number;
  handlersEnd: number;
  frame: { readonly rafStart: number; readonly done: number } | null;
}

const keyEvents = ['keydown', 'keypress', 'beforeinput', 'input'] as const;
const quietTimeoutMs = 30_000;

const afterTask = () => new Promise<void>((resolve) => {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => resolve();
  channel.port2.postMessage(null);
});

function observe<T extends PerformanceEntry>(options: PerformanceObserverInit) {
  const entries: T[] = [];
  const observer = new PerformanceObserver((list) => entries.push(...(list.getEntries() as T[])));
  observer.observe(options);
  return {
    entries: () => {
      entries.push(...(observer.takeRecords() as T[]));
      return entries;
    },
  };
}

/** Starts observing and puts the API on `window.__typingBench`. Call before the page renders. */
export function installTypingProbe(labels: TypingBenchApi['labels']): void {
  const longTasks = observe<PerformanceEntry>({ type: 'longtask', buffered: true });
  // 16 ms is the lowest threshold Event Timing allows.
  const events = observe<PerformanceEventTiming>({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  let windowStart: number | null = null;
  let keystrokes: Keystroke[] = [];
  let current: Keystroke | null = null;

  // Asks for the next frame; it counts only if no later handler of the key ran before it was done.
  const awaitFrame = (key: Keystroke) => {
    const asked = performance.now();
    requestAnimationFrame(() => {
      const rafStart = performance.now();
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        if (key.handlersEnd <= asked) key.frame = { rafStart, done: performance.now() };
      };
      channel.port2.postMessage(null);
    });
  };
  const handled = () => {
    if (!current) return;
    current.handlersEnd = performance.now();
    current.frame = null;
    awaitFrame(current);
  };

  window.addEventListener(
    'keydown',
    (event) => {
      if (windowStart === null) return;
      current = { start: event.timeStamp, handlersEnd: event.timeStamp, frame: null };
      keystrokes.push(current);
    },
    { capture: true },
  );
  for (const type of keyEvents) {
    // Capturing marks the event even if a handler stops it; bubbling to the window marks its handlers' end.
    window.addEventListener(type, handled, { capture: true });
    window.addEventListener(type, handled);
  }

  window.__typingBench = {
    labels,
    async quiet(quietMs) {
      const startedAt = performance.now();
      for (;;) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        const now = performance.now();
        const lastEnd = Math.max(0, ...longTasks.entries().map((task) => task.startTime + task.duration));
        if (now - Math.max(lastEnd, startedAt) >= quietMs) return;
        if (now - startedAt > quietTimeoutMs) throw new Error(`the page had long tasks for ${quietTimeoutMs} ms after loading`);
      }
    },
    begin() {
      windowStart = performance.now();
      keystrokes = [];
      current = null;
    },
    async end(afterMs) {
      const from = windowStart;
      if (from === null) throw new Error('bench: end() before begin()');
      // The last key's frame first, then the time after it.
      await new Promise((resolve) => setTimeout(resolve, 100));
      const last = keystrokes.at(-1);
      const lastKeyAt = last?.start ?? from;
      const until = (last?.frame?.done ?? performance.now()) + afterMs;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, until - performance.now())));
      await afterTask();
      windowStart = null;
      current = null;
      const timed = keystrokes.flatMap(({ start, handlersEnd, frame }) =>
        frame ? [{ keyToFrameMs: frame.done - start, handlersMs: handlersEnd - start, renderMs: frame.done - frame.rafStart }] : [],
      );
      const interactions = new Map<number, number>();
      for (const entry of events.entries()) {
        if (entry.interactionId > 0 && entry.startTime >= from && entry.startTime <= until) {
          interactions.set(entry.interactionId, Math.max(entry.duration, interactions.get(entry.interactionId) ?? 0));
        }
      }
      return {
        keystrokes: timed,
        keysWithoutFrame: keystrokes.length - timed.length,
        longTasks: longTasks
          .entries()
          .filter((task) => task.startTime >= from && task.startTime <= until)
          .map((task) => ({ afterLastKeyMs: task.startTime - lastKeyAt, durationMs: task.duration })),
        eventTimingMs: [...interactions.values()],
      };
    },
  };
}

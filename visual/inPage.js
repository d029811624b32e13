// Runs in the Storybook preview (iframe.html) before its scripts, as a plain script (the driver's
// TypeScript is transformed with helpers the page does not have). window.__visual is what the
// driver calls: render a story through the preview's channel, switch the locale, wait until the
// page has settled, measure what to capture and cover what cannot be drawn the same twice.
(() => {
  // The page's clock is paused from the end of a story's play function to its last capture, so the
  // state the play left (a pending button, a toast) holds; the waits here use the browser's own
  // timers, kept before Playwright's clock replaces them.
  const realTimers = /\[native code\]/.test(Function.prototype.toString.call(window.requestAnimationFrame));
  const realFrame = window.requestAnimationFrame.bind(window);
  const realTimeout = window.setTimeout.bind(window);
  const realClearTimeout = window.clearTimeout.bind(window);
  // The page's clock before the fake one replaces it: a deadline that passes while the clock is paused.
  const realNow = window.performance.now.bind(window.performance);

  // No animation, transition or blinking caret: a capture shows the end state, never a frame of a move.
  const stillCss = '*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important}';
  const addStillCss = () => {
    const style = document.createElement('style');
    style.dataset.visual = 'still';
    style.textContent = stillCss;
    document.head.append(style);
  };
  if (document.head) addStillCss();
  else document.addEventListener('DOMContentLoaded', addStillCss, { once: true });

  // maplibre resizes its canvas from a ResizeObserver through a 50 ms throttle on the page's
  // setTimeout, which the paused clock holds: a second resize within 50 ms of the first waits for a
  // timer that never fires while the clock stands still, and the capture shows the canvas (and the
  // markers and controls placed from it) at the previous width. The observers of maplibre's
  // containers are wrapped to note, in the page's time, when they last reported; the driver waits
  // until that is past the throttle before it pauses the clock, so a resize while paused is drawn at once.
  let lastMapResize = -Infinity;
  const NativeResizeObserver = window.ResizeObserver;
  if (NativeResizeObserver) {
    window.ResizeObserver = class extends NativeResizeObserver {
      constructor(callback) {
        super((entries, observer) => {
          if (entries.some((entry) => entry.target.classList?.contains('maplibregl-map'))) lastMapResize = Date.now();
          callback(entries, observer);
        });
      }
    };
  }
  const mapThrottleMs = 50;

  /** Whether the page shows a maplibre map. */
  function hasMaps() {
    return document.querySelector('.maplibregl-map') !== null;
  }

  /**
   * Waits (the page's clock running) until every maplibre map has drawn its style once (its first
   * 'idle', which MapCanvas marks with data-map-rendered) and no map's resize throttle is pending.
   */
  async function mapsSettled(timeoutMs) {
    // The page's own frames first (its clock is running): work a play function left for the next
    // frame lands before time stops, e.g. react-aria's FocusScope giving focus back to a select's or
    // a dialog's trigger in a requestAnimationFrame after the popover closes (seen: the focus look
    // of Reviews' 'Sort by' and FAQ 'Update FAQ' in one run of two). Two frames, so a frame's
    // callbacks that ask for another frame are through too.
    await Promise.race([
      new Promise((resolve) => window.requestAnimationFrame(() => window.requestAnimationFrame(() => resolve()))),
      new Promise((resolve) => realTimeout(resolve, timeoutMs)),
    ]);
    const deadline = realNow() + timeoutMs;
    while (realNow() < deadline) {
      const maps = [...document.querySelectorAll('.maplibregl-map')];
      if (maps.length === 0) return true;
      const drawn = maps.every((map) => map.hasAttribute('data-map-rendered'));
      if (drawn && Date.now() - lastMapResize > mapThrottleMs * 2) return true;
      await new Promise((resolve) => realTimeout(resolve, 10));
    }
    return false;
  }

  const endEvents = ['storyRendered', 'storyErrored', 'storyThrewException', 'playFunctionThrewException', 'storyMissing'];
  const channel = () => window.__STORYBOOK_ADDONS_CHANNEL__;
  const store = () => window.__STORYBOOK_PREVIEW__?.storyStoreValue;

  /**
   * Resolves when the current render of `storyId` ends: 'ok' once its play function has finished,
   * or what failed. `start` sends what begins the render.
   */
  function untilRendered(storyId, timeoutMs, start) {
    return new Promise((resolve) => {
      const listeners = [];
      const finish = (outcome) => {
        realClearTimeout(timer);
        for (const [name, listener] of listeners) channel().off(name, listener);
        resolve(outcome);
      };
      const timer = realTimeout(() => finish(`timed out after ${timeoutMs} ms`), timeoutMs);
      for (const name of endEvents) {
        const listener = (payload) => {
          if (name === 'storyRendered') {
            if (payload === storyId) finish('ok');
          } else finish(`${name}: ${describe(payload)}`);
        };
        channel().on(name, listener);
        listeners.push([name, listener]);
      }
      start();
    });
  }

  function describe(payload) {
    if (!payload) return '';
    if (typeof payload === 'string') return payload;
    const text = String(payload.message ?? payload.title ?? payload.description ?? JSON.stringify(payload));
    // eslint-disable-next-line no-control-regex -- the terminal's colour codes in an expect message
    return text.replace(/\u001b\[[0-9;]*m/g, '').split('\n')[0].slice(0, 300);
  }

  /** Storybook is ready to render once its store is. */
  function ready() {
    return Boolean(channel() && store());
  }

  /** The viewport preset a story pins (`globals: { viewport: { value } }`), if any. */
  async function pinnedViewport(storyId) {
    const story = await store().loadStory({ storyId });
    return story.storyGlobals?.viewport?.value ?? null;
  }

  /** Renders a story from scratch (loaders, render, play function). */
  function render(storyId, timeoutMs) {
    return untilRendered(storyId, timeoutMs, () => channel().emit('setCurrentStory', { storyId, viewMode: 'story' }));
  }

  /**
   * Sets globals and re-renders the current story with them: React keeps its state and the play
   * function does not run again, so the story shows the state its play function left, re-rendered.
   */
  function rerenderWithGlobals(storyId, globals, timeoutMs) {
    return untilRendered(storyId, timeoutMs, () => channel().emit('updateGlobals', { globals, currentStory: undefined }));
  }

  /** Sets globals for the next render without re-rendering the current story. */
  async function setGlobals(globals) {
    const values = store().userGlobals;
    const known = Object.fromEntries(Object.entries(globals).filter(([name]) => values.allowedGlobalNames?.has(name) ?? true));
    values.update(known);
  }

  /** Whether Storybook knows a global of that name (the locale toolbar defines `locale`). */
  function hasGlobal(name) {
    return store().userGlobals.allowedGlobalNames?.has(name) ?? false;
  }

  const nextFrame = () => new Promise((resolve) => realFrame(() => resolve()));

  /** Waits for fonts and pictures, then two frames, so layout and paint have caught up. */
  async function settle(timeoutMs) {
    // A capture shows the whole page, so every picture in it loads, not only those on the first screen.
    for (const image of document.querySelectorAll('img[loading="lazy"]')) image.loading = 'eager';
    await nextFrame();
    await Promise.race([document.fonts.ready, new Promise((resolve) => realTimeout(resolve, timeoutMs))]);
    const pending = [...document.images].filter((image) => !image.complete);
    if (pending.length > 0) {
      await Promise.race([
        Promise.all(pending.map((image) => new Promise((resolve) => {
          image.addEventListener('load', resolve, { once: true });
          image.addEventListener('error', resolve, { once: true });
        }))),
        new Promise((resolve) => realTimeout(resolve, timeoutMs)),
      ]);
    }
    await Promise.all([...document.images].filter((image) => image.complete && image.naturalWidth > 0).map((image) => image.decode().catch(() => undefined)));
    await nextFrame();
    await nextFrame();
  }

  /**
   * The area to capture: the viewport's width (wider if the page overflows sideways) and the
   * content's height (the lowest element, no lower than the page scrolls): long stories are caught
   * below the fold, short ones make small files.
   */
  function contentBox(maxHeight) {
    const root = document.documentElement;
    let bottom = 1;
    for (const element of document.body.querySelectorAll('*')) {
      if (element.closest('[data-visual-mask]')) continue;
      const rect = element.getBoundingClientRect();
      if (rect.width > 0 && rect.height > 0 && rect.bottom > bottom) bottom = rect.bottom;
    }
    // The body's own padding (Storybook's 'padded' layout) below the lowest element.
    bottom += parseFloat(getComputedStyle(document.body).paddingBottom) || 0;
    const scrollHeight = Math.max(root.scrollHeight, document.body.scrollHeight);
    const height = Math.ceil(Math.min(bottom + window.scrollY, scrollHeight));
    return { width: Math.max(window.innerWidth, root.scrollWidth), height: Math.min(height, maxHeight), cut: height > maxHeight };
  }

  /** Covers every element matching `selectors` with a flat box (drawn over it, in page coordinates). */
  function mask(selectors) {
    unmask();
    if (selectors.length === 0) return 0;
    let count = 0;
    for (const element of document.querySelectorAll(selectors.join(','))) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      const box = document.createElement('div');
      box.dataset.visualMask = '';
      Object.assign(box.style, {
        position: 'absolute',
        left: `${rect.left + window.scrollX}px`,
        top: `${rect.top + window.scrollY}px`,
        width: `${rect.width}px`,
        height: `${rect.height}px`,
        background: '#ff00ff',
        zIndex: '2147483647',
        pointerEvents: 'none',
      });
      document.body.append(box);
      count += 1;
    }
    return count;
  }

  function unmask() {
    for (const box of document.querySelectorAll('[data-visual-mask]')) box.remove();
  }


  window.__visual = { realTimers, ready, pinnedViewport, render, rerenderWithGlobals, setGlobals, hasGlobal, settle, mapsSettled, hasMaps, mapThrottleMs, contentBox, mask, unmask };
})();

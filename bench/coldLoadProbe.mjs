// The in-page half of the cold-load case: installed with `context.addInitScript` so it runs before
// any of the page's own scripts. Serialised into the page, so it must not close over anything.

/**
 * Records element-timing, paint and long-task entries in `window.__coldLoad`, and watches for the
 * case's target element (the first of `selectors`, in order, that matches). When the target
 * appears without an `elementtiming` of the app's own, the probe marks it (and the elements
 * holding its text) as 'probe' before it is first painted, so the Element Timing API still reports
 * its paint; `frameMs` (the next animation frame after it appeared) is the last resort when no
 * element entry arrives.
 */
export function installColdLoadProbe({ selectors }) {
  const probe = { elements: [], paints: [], longTasks: [], appearedMs: null, frameMs: null, probeTagged: false };
  window.__coldLoad = probe;
  const observe = (type, record) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(record)).observe({ type, buffered: true });
    } catch {
      // An entry type this browser lacks simply reports nothing.
    }
  };
  observe('element', (entry) =>
    probe.elements.push({ identifier: entry.identifier, renderTime: entry.renderTime, loadTime: entry.loadTime }),
  );
  observe('paint', (entry) => probe.paints.push({ name: entry.name, startTime: entry.startTime }));
  observe('longtask', (entry) => probe.longTasks.push({ startTime: entry.startTime, duration: entry.duration }));

  // Text is reported against the element that lays it out, which may be the target or an element
  // inside it: mark every element that holds text directly.
  const markForElementTiming = (target) => {
    if (target.hasAttribute('elementtiming')) return;
    const holders = [target, ...target.querySelectorAll('*')].filter((element) =>
      [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent.trim() !== ''),
    );
    for (const element of holders.length > 0 ? holders : [target]) {
      if (!element.hasAttribute('elementtiming')) element.setAttribute('elementtiming', 'probe');
    }
    probe.probeTagged = true;
  };

  const check = () => {
    const target = selectors.map((selector) => document.querySelector(selector)).find(Boolean);
    if (!target) return false;
    probe.appearedMs = performance.now();
    markForElementTiming(target);
    requestAnimationFrame(() => {
      probe.frameMs = performance.now();
    });
    return true;
  };
  // Mutation records arrive as a microtask after the DOM change, so the mark is set before the paint.
  const watcher = new MutationObserver(() => {
    if (check()) watcher.disconnect();
  });
  watcher.observe(document, { childList: true, subtree: true });
}

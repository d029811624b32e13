/**
 * Resolves once the browser has painted the next frame, so long work started then does not hold up
 * what the page has ready to show. A hidden tab paints no frames: the timeout stands in.
 */
export function afterNextPaint(timeoutMs = 100): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    requestAnimationFrame(() => {
      // A task after the frame runs once it is painted.
      setTimeout(() => {
        clearTimeout(timer);
        resolve();
      }, 0);
    });
  });
}

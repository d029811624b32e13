import { xssProbeHost, xssVectors } from '@marketplace/domain/fixtures';
import { fillWithHostileText, hostileLeftoversIn, vectorsShownIn, watchForExecution, type Sandbox } from '@marketplace/sandbox/testing';
import { expect, waitFor } from 'storybook/test';

/** How long a picture's error or a frame's load may take to fire a handler, had one survived. */
const handlerGraceMs = 500;

/**
 * A connected screen's story on the hostile sandbox (issue 19, item 3): every text and picture or
 * link address the screen shows is a vector of the XSS corpus. It passes when the screen shows
 * vectors as text, none ran (alert, confirm, prompt, a script added, a fetch to the probe host) and
 * none left markup that could run or load. Spread into a story after the meta's sandbox reset.
 */
export function hostileTextStory(sandbox: Sandbox) {
  return {
    beforeEach() {
      fillWithHostileText(sandbox.db);
      return watchForExecution(xssProbeHost);
    },
    play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
      await waitFor(() => expect(vectorsShownIn({ vectors: xssVectors, root: canvasElement })).toBeGreaterThan(0), { timeout: 10_000 });
      await new Promise((resolve) => setTimeout(resolve, handlerGraceMs));
      await expect(window.__xssEffects).toEqual([]);
      await expect(hostileLeftoversIn({ probeHost: xssProbeHost, root: canvasElement })).toEqual([]);
    },
  };
}

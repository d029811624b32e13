import type { Page } from 'playwright-core';

/**
 * In demo mode the sandbox runs inside the page (msw's worker hands requests to it), so its control
 * endpoints are called from the page itself, on the page's origin.
 */
export async function sandboxControl(page: Page, method: 'POST' | 'DELETE', path: string, body?: unknown): Promise<number> {
  await whenSandboxAnswers(page);
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: body === undefined ? undefined : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return response.status;
    },
    { method, path, body },
  );
}

/**
 * The page paints before the sandbox has started (it starts beside the first render), and until then
 * its URLs reach the static server: wait for the sandbox's health answer.
 */
async function whenSandboxAnswers(page: Page): Promise<void> {
  // The static server answers any GET with the page itself (200): only the sandbox answers JSON.
  // Polled from here: waitForFunction takes an async predicate's promise as a truthy answer at once.
  const deadline = Date.now() + 15_000;
  for (;;) {
    const answers = await page.evaluate(async () => {
      const response = await fetch('/__sandbox/health');
      return response.ok && (response.headers.get('content-type') ?? '').includes('json');
    });
    if (answers) return;
    if (Date.now() > deadline) throw new Error('the sandbox did not answer /__sandbox/health within 15 s');
    await page.waitForTimeout(100);
  }
}

/** Makes the sandbox's next tokens expire after `seconds` (answers 200). */
export function setTokenLifetime(page: Page, seconds: number) {
  return sandboxControl(page, 'POST', '/__sandbox/auth/token-lifetime', { seconds });
}

/** Makes one route fail in the sandbox. */
export function injectFault(page: Page, route: string, fault: Record<string, unknown>) {
  return sandboxControl(page, 'POST', '/__sandbox/faults', { route, fault });
}

/**
 * The routes of the faults still in force. A fault set with `times` clears itself once used up, so
 * an empty list after the steps shows that the fault a test relies on did reach the requests (a
 * route that matches no request would leave the test running on a healthy, fast server).
 */
export async function faultsInForce(page: Page): Promise<string[]> {
  await whenSandboxAnswers(page);
  return page.evaluate(async () => {
    const response = await fetch('/__sandbox/faults');
    const body = (await response.json()) as { faults: { route: string }[] };
    return body.faults.map((fault) => fault.route);
  });
}

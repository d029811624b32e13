import type { Page } from 'playwright-core';

/**
 * In demo mode the sandbox runs inside the page (msw's worker hands requests to it), so its control
 * endpoints are called from the page itself, on the page's origin.
 */
export async function sandboxControl(page: Page, method: 'POST' | 'DELETE', path: string, body?: unknown): Promise<number> {
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

/** Makes the sandbox's next tokens expire after `seconds` (answers 200). */
export function setTokenLifetime(page: Page, seconds: number) {
  return sandboxControl(page, 'POST', '/__sandbox/auth/token-lifetime', { seconds });
}

/** Makes one route fail in the sandbox. */
export function injectFault(page: Page, route: string, fault: Record<string, unknown>) {
  return sandboxControl(page, 'POST', '/__sandbox/faults', { route, fault });
}

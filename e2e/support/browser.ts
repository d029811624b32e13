import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { chromiumArgs, chromiumExecutablePath } from '../../config/chromium';

declare global {
  interface Window {
    __policyViolations?: string[];
  }
}

/** Runs in each document before its scripts: keeps what the Content-Security-Policy refused. */
function recordPolicyViolations() {
  window.__policyViolations = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}` : '';
    const sample = event.sample ? ` '${event.sample}'` : '';
    window.__policyViolations?.push(`${event.effectiveDirective} refused ${event.blockedURI || 'an inline script or style'}${sample}${where}`);
  });
}

/** What the page's policy refused so far (the current document's; a reload starts again). */
export async function policyViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__policyViolations ?? []);
}

/** Debian Chromium for one test file; `open` starts a fresh page at a path of the served host. */
export function useBrowser() {
  let browser: Browser | undefined;
  const baseUrl = inject('baseUrl');
  const pageErrors = new WeakMap<Page, Error[]>();

  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: chromiumExecutablePath, args: chromiumArgs, headless: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  return {
    baseUrl,
    async open(path: string, viewport = { width: 1280, height: 800 }): Promise<Page> {
      if (!browser) throw new Error('browser not started');
      const context = await browser.newContext({ viewport, baseURL: baseUrl });
      await context.addInitScript(recordPolicyViolations);
      const page = await context.newPage();
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      pageErrors.set(page, errors);
      await page.goto(path);
      return page;
    },
    /**
     * Closes the page's context and fails the test if the page threw an uncaught error or the host's
     * Content-Security-Policy refused something it loaded: every flow checks the policy as it goes.
     */
    async close(page: Page) {
      const errors = pageErrors.get(page) ?? [];
      const violations = page.isClosed() ? [] : await policyViolations(page);
      await page.context().close();
      expect(errors.map((error) => error.message)).toEqual([]);
      expect(violations).toEqual([]);
    },
  };
}

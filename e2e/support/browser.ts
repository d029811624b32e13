import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { chromiumArgs, chromiumExecutablePath } from '../../config/chromium';

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
      const page = await context.newPage();
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      pageErrors.set(page, errors);
      await page.goto(path);
      return page;
    },
    /** Closes the page's context and fails the test if the page threw an uncaught error. */
    async close(page: Page) {
      const errors = pageErrors.get(page) ?? [];
      await page.context().close();
      expect(errors.map((error) => error.message)).toEqual([]);
    },
  };
}

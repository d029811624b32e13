import type { Page } from 'playwright-core';

/**
 * Waits for a section to have shown its first data: its heading, then the network idle and nothing
 * marked busy, then `pauseMs` more (a list's rows after the first paint's and lazily loaded parts come
 * a render or two later; a flow watching for effects gives them time to fire).
 */
export async function settled(page: Page, pauseMs = 300) {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0);
  await page.waitForTimeout(pauseMs);
}

import { en } from '@marketplace/domain';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromiumArgs, chromiumExecutablePath } from '../config/chromium';
import { signInAsDemoAgency } from './support/signIn';

// Cold loads of a signed-in tab (issue 20): a new browser context (no cache, no service worker), with
// the session a sign-in left in sessionStorage, as after a reload or a link opened in the same tab.

const baseURL = inject('baseUrl');
let browser: Browser;
let signedInStorage: Record<string, string>;

/** Requests in the order the page sent them: API calls by method and path, chunks by file name. */
function recordRequests(page: Page): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    sent.push(url.pathname.startsWith('/api/') ? `${request.method()} ${url.pathname}` : url.pathname.replace(/^\/assets\/|-[\w-]{8}\.js$/g, ''));
  });
  return sent;
}

async function coldSignedInTab(): Promise<{ context: BrowserContext; page: Page; sent: string[]; errors: string[] }> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  await context.addInitScript((items) => {
    // Only on the first load: a reload keeps what the page wrote since.
    if (sessionStorage.length === 0) for (const [key, value] of Object.entries(items)) sessionStorage.setItem(key, value);
  }, signedInStorage);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, sent: recordRequests(page), errors };
}

const firstRow = (page: Page) => page.getByRole('row').filter({ has: page.getByRole('rowheader') }).first();

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: chromiumExecutablePath, args: chromiumArgs, headless: true });
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/agencySignin');
  await signInAsDemoAgency(page);
  signedInStorage = await page.evaluate(() => Object.fromEntries(Object.keys(sessionStorage).map((key) => [key, sessionStorage.getItem(key) ?? ''])));
  await context.close();
});

afterAll(async () => {
  await browser.close();
});

describe('a cold load of the host', () => {
  it("shows Inquiry Management's rows, its code requested with the route and its list without waiting for the profile check", async () => {
    const { context, page, sent, errors } = await coldSignedInTab();
    await page.goto('/agency/inquiry-management');
    await firstRow(page).waitFor();
    expect(await page.getByRole('heading', { level: 1, name: en.enquiries.title }).count()).toBe(1);

    const screenCode = sent.indexOf('InquiryManagementSection');
    const profileCheck = sent.indexOf('GET /api/profile');
    const enquiries = sent.findIndex((request) => request.startsWith('GET /api/enquiries/'));
    expect(screenCode).toBeGreaterThanOrEqual(0);
    // Before: the section's code was asked for only once the profile check had answered.
    expect(screenCode).toBeLessThan(profileCheck);
    expect(enquiries).toBeGreaterThanOrEqual(0);
    await context.close();
    expect(errors).toEqual([]);
  });

  it("loads a sidebar section's code and data while the pointer rests on its link, before the click", async () => {
    const { context, page, sent, errors } = await coldSignedInTab();
    await page.goto('/agency/inquiry-management');
    await firstRow(page).waitFor();
    expect(sent).not.toContain('DashboardSection');

    const link = page.locator('aside').getByRole('link', { name: en.shell.sections.dashboard });
    await link.hover();
    await expect.poll(() => sent.includes('DashboardSection') && sent.includes('GET /api/property/search')).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/agency/inquiry-management');

    await link.click();
    await page.getByRole('heading', { level: 1, name: en.dashboard.title }).waitFor();
    await expect.poll(() => page.locator('[aria-busy]').count()).toBe(0);
    await context.close();
    expect(errors).toEqual([]);
  });
});

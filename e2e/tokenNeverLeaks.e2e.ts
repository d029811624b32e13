import { en } from '@marketplace/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { faultsInForce, injectFault, setTokenLifetime } from './support/sandboxControl';
import { openSignIn, signInAsDemoAgency } from './support/signIn';
import { leaksOf, watchForTokenLeaks } from './support/tokenLeakWatch';

// Issue 19: the sign-in token lives in the session (memory and sessionStorage) and goes out only in
// the Authorization header. It must never reach localStorage, a URL, the console, an error report or
// the page itself, on the happy path or when calls fail and sessions end.

type TokenLeakWatch = ReturnType<typeof watchForTokenLeaks>;

/** Every token seen so far: sent as a bearer token, answered by sign-in or refresh, or kept by the session. */
async function tokensSeen(watch: TokenLeakWatch): Promise<string[]> {
  await watch.settle();
  const { bearer, answered, stored } = watch.tokens();
  return [...new Set([...bearer, ...answered, ...stored])];
}

/** Records what the page holds after a step and fails there, naming the places, if a token shows. */
async function lookForLeaks(watch: TokenLeakWatch, step: string) {
  await watch.look(step);
  expect(leaksOf(await tokensSeen(watch), watch.sightings()), `after '${step}'`).toEqual([]);
}

async function openSection(page: Page, section: keyof typeof en.shell.sections) {
  await page.locator('aside').getByRole('link', { name: en.shell.sections[section] }).click();
  await page.waitForURL(`**/agency/${section}*`);
}

describe('the sign-in token never leaks (demo mode on the sandbox)', () => {
  const browser = useBrowser();

  it('stays out of URLs, history, the console, localStorage, cookies, errors and the page, across sections, failures, a reload and two ends of a session', async () => {
    const page = await openSignIn(browser);
    const watch = watchForTokenLeaks(page);
    // Probes show that the watch reads the console (arguments included) and localStorage.
    await page.evaluate(() => {
      console.info('token watch: console probe', { nested: { value: 'console argument probe' } });
      localStorage.setItem('token-watch-probe', 'localStorage probe');
    });

    await signInAsDemoAgency(page);
    await lookForLeaks(watch, 'signed in');

    await openSection(page, 'inquiry-management');
    await page.getByRole('heading', { level: 1, name: en.enquiries.title }).waitFor();
    // A filter puts a query string in the URL and a history entry.
    await page.getByRole('button', { name: new RegExp(`${en.enquiries.statusFilterLabel}$`) }).first().click();
    await page.getByRole('option', { name: en.enquiries.statuses.NEW }).click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'NEW');
    for (const section of ['agency-profile', 'team-management', 'agent-management', 'admin-reviewed'] as const) {
      await openSection(page, section);
      await page.getByRole('heading', { level: 1, name: en.shell.sections[section] }).waitFor();
    }
    await lookForLeaks(watch, 'sections visited');

    // A server fault, then (on Retry) an answer that does not decode, each shown where the screen shows errors.
    expect(await injectFault(page, 'GET /api/auth/accounts/get', { status: 500, body: { message: { en: 'Database unavailable' } }, times: 1 })).toBe(201);
    await openSection(page, 'manage-agents');
    await page.getByText(en.common.fetchFailedWithStatus('agents', 500)).waitFor();
    await lookForLeaks(watch, 'server fault');
    expect(await injectFault(page, 'GET /api/auth/accounts/get', { status: 200, body: { content: 'not a page of agents' }, times: 1 })).toBe(201);
    await page.getByRole('button', { name: en.common.retry }).click();
    await page.getByText(en.agentList.loadAgentsFailed).waitFor();
    expect(await faultsInForce(page)).toEqual([]);
    await lookForLeaks(watch, 'undecodable answer');

    // A reload restores the session from sessionStorage and sends its first requests early.
    await openSection(page, 'dashboard');
    await page.reload();
    await page.getByRole('banner').getByRole('button', { name: /Marina Homes/ }).waitFor();
    await lookForLeaks(watch, 'reloaded');

    // The server refuses the token on a screen's call: the host signs out and says the session expired.
    expect(await injectFault(page, 'GET /api/auth/accounts/get', { status: 401, times: 1 })).toBe(201);
    await openSection(page, 'manage-agents');
    await page.waitForURL((url) => url.pathname === '/signin');
    await page.getByText(en.session.sessionExpired).waitFor();
    await lookForLeaks(watch, 'token refused');

    // A session whose refresh the server refuses: the sign-in-again dialog says why.
    await page.goto('/agencySignin');
    await page.getByRole('heading', { name: en.signIn.title }).waitFor();
    expect(await setTokenLifetime(page, 3)).toBe(200);
    expect(await injectFault(page, 'POST /api/auth/refresh', { status: 401, body: { message: { en: 'Token expired' } } })).toBe(201);
    await signInAsDemoAgency(page);
    const dialog = page.getByRole('alertdialog', { name: en.signIn.sessionEndedTitle });
    await dialog.waitFor({ timeout: 15_000 });
    await lookForLeaks(watch, 'refresh refused');

    const everyToken = await tokensSeen(watch);
    const { bearer, answered, stored } = watch.tokens();
    // Not vacuous: each sign-in answered a sandbox token, the session sent it as its bearer token and
    // kept it in sessionStorage, where the test read it.
    expect(answered.length).toBeGreaterThanOrEqual(2);
    for (const token of answered) {
      expect(token).toMatch(/^sbx\.[\w-]+\.[\w-]+\.[\w-]{40,}$/);
      expect(bearer).toContain(token);
    }
    expect(stored.length).toBeGreaterThanOrEqual(1);
    for (const token of stored) expect(answered).toContain(token);
    const sightings = watch.sightings();
    // A message's text shows an object only as a preview ('{nested: Object}'): its arguments are read too.
    expect(sightings).toContainEqual({ where: 'console.info', text: 'token watch: console probe {nested: Object}' });
    expect(sightings).toContainEqual({ where: 'console.info argument', text: 'console argument probe' });
    expect(sightings).toContainEqual({ where: 'signed in: localStorage', text: 'token-watch-probe=localStorage probe' });
    expect(sightings.filter(({ where }) => where.startsWith('request URL')).length).toBeGreaterThan(20);
    expect(sightings.some(({ where, text }) => where.endsWith('page URL') && text.includes('status=NEW'))).toBe(true);
    expect(sightings.some(({ text }) => text.includes(en.session.tokenRefreshFailed))).toBe(true);

    expect(leaksOf(everyToken, sightings)).toEqual([]);
    await browser.close(page);
  });
});

import { sessionStorageKeys } from '@marketplace/api-client';
import { en, panelSections } from '@marketplace/domain';
import { demoAgencyCredentials } from '@marketplace/domain/fixtures';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { injectFault, setTokenLifetime } from './support/sandboxControl';
import { openSignIn, signInAsDemoAgency } from './support/signIn';

const tokenKey = 'token';

describe('session and Agency Panel (demo mode on the sandbox)', () => {
  const browser = useBrowser();

  it('sends a visitor without a session to the sign-in page, which shows the demo credentials', async () => {
    const page = await browser.open('/agency/dashboard');
    await page.waitForURL('**/agencySignin');
    await page.getByRole('heading', { name: en.signIn.title }).waitFor();
    expect(await page.getByText(`${demoAgencyCredentials.email} / ${demoAgencyCredentials.password}`).isVisible()).toBe(true);
    await browser.close(page);
  });

  it('signs in as the demo agency and shows its name and picture in the header', async () => {
    const page = await openSignIn(browser);
    await signInAsDemoAgency(page);
    const profileButton = page.getByRole('banner').getByRole('button', { name: /Marina Homes/ });
    await profileButton.waitFor();
    const picture = page.getByRole('banner').locator('img').first();
    expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await browser.close(page);
  });

  for (const viewport of [
    { name: 'desktop', width: 1280, height: 800 },
    { name: '375 px', width: 375, height: 812 },
  ]) {
    it(`visits every section from the sidebar on ${viewport.name}`, async () => {
      const page = await openSignIn(browser, viewport);
      await signInAsDemoAgency(page);
      for (const section of panelSections) {
        if (viewport.width < 768) {
          await page.getByRole('button', { name: 'Open navigation' }).click();
          await page.getByRole('dialog', { name: 'Main navigation' }).getByRole('link', { name: en.shell.sections[section] }).click();
        } else {
          await page.locator('aside').getByRole('link', { name: en.shell.sections[section] }).click();
        }
        await page.waitForURL(`**/agency/${section}`);
        await page.getByRole('heading', { level: 1, name: en.shell.sections[section] }).waitFor();
      }
      await browser.close(page);
    });
  }

  it('refreshes a token near its expiry without the user noticing', async () => {
    const page = await openSignIn(browser);
    // 5 minutes and 2 seconds: the refresh is due 2 seconds after sign-in.
    expect(await setTokenLifetime(page, 302)).toBe(200);
    await signInAsDemoAgency(page);
    const firstToken = await page.evaluate((key) => sessionStorage.getItem(key), tokenKey);
    const refresh = await page.waitForResponse((response) => response.url().endsWith('/api/auth/refresh'), { timeout: 15_000 });
    expect(refresh.status()).toBe(200);
    await page.waitForFunction((args) => sessionStorage.getItem(args.key) !== args.first, { key: tokenKey, first: firstToken });
    expect(new URL(page.url()).pathname).toBe('/agency/dashboard');
    await browser.close(page);
  });

  it('lands on the sign-in page when the refresh fails', async () => {
    const page = await openSignIn(browser);
    expect(await setTokenLifetime(page, 302)).toBe(200);
    expect(await injectFault(page, 'POST /api/auth/refresh', { status: 401, body: { message: { en: 'Token expired' } } })).toBe(201);
    await signInAsDemoAgency(page);
    await page.waitForURL('**/agencySignin', { timeout: 15_000 });
    expect(await page.evaluate((key) => sessionStorage.getItem(key), tokenKey)).toBeNull();
    await browser.close(page);
  });

  it('signs out from the profile menu and clears the session', async () => {
    const page = await openSignIn(browser);
    await signInAsDemoAgency(page);
    await page.getByRole('banner').getByRole('button', { name: /Marina Homes/ }).click();
    await page.getByRole('menuitem', { name: en.shell.signOut }).click();
    await page.waitForURL('**/agencySignin');
    // The session's own items are gone; demo mode's saved sandbox data (the 'server') stays.
    const sessionItems = await page.evaluate((keys) => keys.map((key) => sessionStorage.getItem(key)), Object.values(sessionStorageKeys));
    expect(sessionItems).toEqual([null, null, null]);
    await page.goto('/agency/dashboard');
    await page.waitForURL('**/agencySignin');
    await browser.close(page);
  });
});

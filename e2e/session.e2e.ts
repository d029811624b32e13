import { sessionStorageKeys } from '@marketplace/api-client';
import { en, panelSections } from '@marketplace/domain';
import { demoAgencyCredentials } from '@marketplace/domain/fixtures';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { injectFault, sandboxControl, setTokenLifetime } from './support/sandboxControl';
import { openSignIn, signInAsDemoAgency } from './support/signIn';

const tokenKey = 'token';

describe('session and Agency Panel (demo mode on the sandbox)', () => {
  const browser = useBrowser();

  it('sends a visitor without a session to the sign-in page, which shows the demo credentials', async () => {
    const page = await browser.open('/agency/dashboard');
    await page.waitForURL((url) => url.pathname === '/agencySignin' && url.searchParams.get('next') === '/agency/dashboard');
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
    // 3 seconds: the refresh is due when a fifth of that is left, 2.4 seconds after sign-in.
    expect(await setTokenLifetime(page, 3)).toBe(200);
    await signInAsDemoAgency(page);
    const firstToken = await page.evaluate((key) => sessionStorage.getItem(key), tokenKey);
    const refresh = await page.waitForResponse((response) => response.url().endsWith('/api/auth/refresh'), { timeout: 15_000 });
    expect(refresh.status()).toBe(200);
    await page.waitForFunction((args) => sessionStorage.getItem(args.key) !== args.first, { key: tokenKey, first: firstToken });
    expect(new URL(page.url()).pathname).toBe('/agency/dashboard');
    await browser.close(page);
  });

  it('asks to sign in again over the page when the server refuses the refresh, says why, and keeps an unsaved edit', async () => {
    const page = await openSignIn(browser);
    // 10 seconds: the refresh is due 8 seconds after sign-in, time enough to start an edit.
    // (In the page, not by reloading it: the in-page sandbox forgets its faults on a reload.)
    expect(await setTokenLifetime(page, 10)).toBe(200);
    expect(await injectFault(page, 'POST /api/auth/refresh', { status: 401, body: { message: { en: 'Token expired' } } })).toBe(201);
    await signInAsDemoAgency(page);
    await page.locator('aside').getByRole('link', { name: en.shell.sections['agency-profile'] }).click();
    await page.getByRole('button', { name: en.agencyProfile.editProfile }).click();
    const description = page.getByRole('textbox', { name: en.agencyProfile.fields.description });
    const edit = `Unsaved when the session ended ${Date.now()}`;
    await description.fill(edit);

    const dialog = page.getByRole('alertdialog', { name: en.signIn.sessionEndedTitle });
    await dialog.waitFor({ timeout: 15_000 });
    expect(await dialog.textContent()).toContain(en.session.tokenRefreshFailed);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), tokenKey)).toBeNull();
    expect(new URL(page.url()).pathname).toBe('/agency/agency-profile');

    expect(await sandboxControl(page, 'DELETE', '/__sandbox/faults')).toBe(204);
    expect(await setTokenLifetime(page, 3600)).toBe(200);
    // The account whose session ended is filled in; the password is not.
    expect(await dialog.getByLabel(en.signIn.email).inputValue()).toBe(demoAgencyCredentials.email);
    await dialog.getByLabel(en.signIn.password).fill(demoAgencyCredentials.password);
    await dialog.getByRole('button', { name: en.signIn.submit }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await description.inputValue()).toBe(edit);
    await page.getByRole('button', { name: en.agencyProfile.saveChanges }).click();
    await page.getByText(en.agencyProfile.saved).waitFor();
    await page.getByText(edit).waitFor();
    await browser.close(page);
  });

  it('or goes to the sign-in page from that dialog, which returns to the page after signing in', async () => {
    const page = await openSignIn(browser);
    expect(await setTokenLifetime(page, 10)).toBe(200);
    expect(await injectFault(page, 'POST /api/auth/refresh', { status: 401, body: { message: { en: 'Token expired' } } })).toBe(201);
    await signInAsDemoAgency(page);
    await page.locator('aside').getByRole('link', { name: en.shell.sections['inquiry-management'] }).click();
    await page.getByRole('heading', { level: 1, name: en.enquiries.title }).waitFor();
    await page.getByRole('button', { name: new RegExp(`${en.enquiries.statusFilterLabel}$`) }).first().click();
    await page.getByRole('option', { name: en.enquiries.statuses.NEW }).click();
    await page.waitForURL((url) => url.searchParams.get('status') === 'NEW');

    const dialog = page.getByRole('alertdialog', { name: en.signIn.sessionEndedTitle });
    await dialog.waitFor({ timeout: 15_000 });
    await dialog.getByRole('button', { name: en.signIn.goToSignInPage }).click();
    await page.waitForURL((url) => url.pathname === '/agencySignin');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/agency/inquiry-management?status=NEW');
    const notice = page.getByRole('status').filter({ hasText: en.signIn.sessionEndedTitle });
    expect(await notice.textContent()).toContain(en.session.tokenRefreshFailed);

    expect(await sandboxControl(page, 'DELETE', '/__sandbox/faults')).toBe(204);
    expect(await setTokenLifetime(page, 3600)).toBe(200);
    await signInAsDemoAgency(page, { landsOn: '/agency/inquiry-management?status=NEW' });
    await page.getByRole('heading', { level: 1, name: en.enquiries.title }).waitFor();
    await browser.close(page);
  });

  it('keeps the session while the refresh cannot reach the server, says it is reconnecting, and carries on once it can', async () => {
    const page = await openSignIn(browser);
    // 15 seconds: the refresh is due after 12 and retried after 14, before the token itself expires
    // (the sandbox refuses an expired token on every other call, which ends any session).
    expect(await setTokenLifetime(page, 15)).toBe(200);
    expect(await injectFault(page, 'POST /api/auth/refresh', { status: 503, body: { message: { en: 'Service unavailable' } } })).toBe(201);
    await signInAsDemoAgency(page);
    const notice = page.getByRole('status').filter({ hasText: en.shell.reconnectingTitle });
    await notice.waitFor({ timeout: 20_000 });
    expect(await notice.textContent()).toContain(en.shell.reconnectingBody);
    expect(new URL(page.url()).pathname).toBe('/agency/dashboard');

    const firstToken = await page.evaluate((key) => sessionStorage.getItem(key), tokenKey);
    expect(await sandboxControl(page, 'DELETE', '/__sandbox/faults')).toBe(204);
    await notice.waitFor({ state: 'detached', timeout: 15_000 });
    expect(await page.evaluate((key) => sessionStorage.getItem(key), tokenKey)).not.toBe(firstToken);
    expect(new URL(page.url()).pathname).toBe('/agency/dashboard');
    await browser.close(page);
  });

  it('returns to a deep link opened without a session once signed in', async () => {
    const page = await browser.open('/agency/agency-profile');
    await page.waitForURL((url) => url.pathname === '/agencySignin' && url.searchParams.get('next') === '/agency/agency-profile');
    // No session had ended: nothing to explain (counted once the form is there: count() does not wait).
    await page.getByRole('heading', { name: en.signIn.title }).waitFor();
    expect(await page.getByText(en.signIn.sessionEndedTitle).count()).toBe(0);
    await signInAsDemoAgency(page, { landsOn: '/agency/agency-profile' });
    await page.getByRole('heading', { level: 1, name: en.shell.sections['agency-profile'] }).waitFor();
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
    await page.waitForURL((url) => url.pathname === '/agencySignin');
    await browser.close(page);
  });
});

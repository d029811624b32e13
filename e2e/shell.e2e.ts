import { en } from '@marketplace/domain';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { openSignIn, signInAsDemoAgency } from './support/signIn';

describe('host shell', () => {
  const browser = useBrowser();

  it('sends the site root to the dashboard section of the Agency Panel once signed in', async () => {
    const page = await openSignIn(browser);
    await signInAsDemoAgency(page);
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: en.shell.sections.dashboard }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/agency/dashboard');
    await browser.close(page);
  });

  it('names each page in the tab title, skips to the content from the keyboard, and focuses the heading of a new section', async () => {
    const page = await openSignIn(browser);
    expect(await page.title()).toBe(en.shell.documentTitle(en.signIn.title));
    await signInAsDemoAgency(page);
    await page.waitForFunction((title) => document.title === title, en.shell.documentTitle(en.shell.sections.dashboard));

    // The first Tab reaches the skip link, which takes focus past the sidebar to the content.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(en.shell.skipToContent);
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');

    await page.locator('aside').getByRole('link', { name: en.shell.sections['inquiry-management'] }).click();
    const heading = page.getByRole('heading', { level: 1, name: en.enquiries.title });
    await heading.waitFor();
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    expect(await heading.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await page.title()).toBe(en.shell.documentTitle(en.shell.sections['inquiry-management']));

    // From the keyboard, to a section whose code arrives after the press (the page before stays, hidden, meanwhile).
    await page.locator('aside').getByRole('link', { name: en.shell.sections['agency-profile'] }).focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction((name) => document.activeElement?.tagName === 'H1' && document.activeElement.textContent === name, en.shell.sections['agency-profile']);
    await browser.close(page);
  });

  it("shows the agency's new name in the header as soon as the profile is saved", async () => {
    const page = await openSignIn(browser);
    await signInAsDemoAgency(page);
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: /Marina Homes Real Estate/ }).waitFor();
    await page.locator('aside').getByRole('link', { name: en.shell.sections['agency-profile'] }).click();
    await page.getByRole('button', { name: en.agencyProfile.editProfile }).click();
    await page.getByRole('textbox', { name: en.agencyProfile.fields.name, exact: true }).fill('Marina Homes Dubai');
    await page.getByRole('button', { name: en.agencyProfile.saveChanges }).click();
    await page.getByText(en.agencyProfile.saved).waitFor();
    await header.getByRole('button', { name: /Marina Homes Dubai/ }).waitFor({ timeout: 5000 });
    // And after a reload, from the stored session.
    await page.reload();
    await header.getByRole('button', { name: /Marina Homes Dubai/ }).waitFor();
    await browser.close(page);
  });

  it('closes the drawer below 768 px once a section is chosen, and marks it current', async () => {
    const page = await openSignIn(browser, { width: 375, height: 812 });
    await signInAsDemoAgency(page);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog', { name: 'Main navigation' });
    await drawer.getByRole('link', { name: en.shell.sections['team-management'] }).click();
    await page.getByRole('heading', { level: 1, name: en.shell.sections['team-management'] }).waitFor();
    await drawer.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Open navigation' }).click();
    expect(await drawer.getByRole('link', { name: en.shell.sections['team-management'] }).getAttribute('aria-current')).toBe('page');
    await browser.close(page);
  });

  it('keeps the session across a page reload', async () => {
    const page = await openSignIn(browser);
    await signInAsDemoAgency(page);
    await page.reload();
    await page.getByRole('banner').getByRole('button', { name: /Marina Homes/ }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/agency/dashboard');
    await browser.close(page);
  });
});

describe('global errors', () => {
  const browser = useBrowser();

  it("shows an unhandled error in the 'Application Error' modal, closed with OK", async () => {
    const page = await openSignIn(browser);
    await page.evaluate(() => {
      void Promise.reject(new Error('Something broke in a screen'));
    });
    const dialog = page.getByRole('dialog', { name: en.shell.applicationErrorTitle });
    await dialog.getByText('Something broke in a screen').waitFor();
    await dialog.getByRole('button', { name: en.common.ok }).click();
    await dialog.waitFor({ state: 'detached' });
    // The page error was provoked on purpose, so the usual no-page-error check does not apply.
    await page.context().close();
  });
});

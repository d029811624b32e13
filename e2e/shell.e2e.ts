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

import { en } from '@marketplace/domain';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';

describe('host shell', () => {
  const browser = useBrowser();

  it('sends the site root to the dashboard section of the Agency Panel', async () => {
    const page = await browser.open('/');
    await page.getByRole('heading', { level: 1, name: en.shell.sections.dashboard }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/agency/dashboard');
    await browser.close(page);
  });

  it('moves between sections from the sidebar without a reload', async () => {
    const page = await browser.open('/agency/dashboard');
    const nav = page.getByRole('navigation', { name: 'Main navigation' }).first();
    await nav.getByRole('link', { name: en.shell.sections['bulk-upload'] }).click();
    await page.getByRole('heading', { level: 1, name: en.shell.sections['bulk-upload'] }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/agency/bulk-upload');
    expect(await nav.getByRole('link', { name: en.shell.sections['bulk-upload'] }).getAttribute('aria-current')).toBe('page');
    await browser.close(page);
  });

  it('collapses the sidebar into a drawer below 768 px', async () => {
    const page = await browser.open('/agency/dashboard', { width: 375, height: 812 });
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog', { name: 'Main navigation' });
    await drawer.getByRole('link', { name: en.shell.sections['team-management'] }).click();
    await page.getByRole('heading', { level: 1, name: en.shell.sections['team-management'] }).waitFor();
    expect(await drawer.count()).toBe(0);
    await browser.close(page);
  });

  it('serves the agency sign-in route', async () => {
    const page = await browser.open('/agencySignin');
    await page.getByRole('heading', { level: 1, name: en.signIn.title }).waitFor();
    await browser.close(page);
  });
});

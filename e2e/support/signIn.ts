import { en } from '@marketplace/domain';
import { demoAgencyCredentials } from '@marketplace/domain/fixtures';
import type { Page } from 'playwright-core';

/** Signs in with the demo agency through the form, as a person would, and waits for the page it lands on (the dashboard unless told). */
export async function signInAsDemoAgency(page: Page, { landsOn = '/agency/dashboard' }: { landsOn?: string } = {}) {
  await page.getByLabel(en.signIn.email).fill(demoAgencyCredentials.email);
  await page.getByLabel(en.signIn.password).fill(demoAgencyCredentials.password);
  await page.getByRole('button', { name: en.signIn.submit }).click();
  await page.waitForURL(`**${landsOn}`);
}

/**
 * Opens the sign-in page and waits for its form: by then the app has started, and in demo mode the
 * sandbox's worker answers (control calls made earlier would reach the static server instead).
 */
export async function openSignIn(browser: { open: (path: string, viewport?: { width: number; height: number }) => Promise<Page> }, viewport?: { width: number; height: number }) {
  const page = await browser.open('/agencySignin', viewport);
  await page.getByRole('heading', { name: en.signIn.title }).waitFor();
  return page;
}

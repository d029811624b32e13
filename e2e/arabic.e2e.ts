import { en, panelSections, type PanelSection } from '@marketplace/domain';
import { ar } from '@marketplace/domain/ar';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { englishLeftOn, sandboxDataStrings, type EnglishLeft } from './support/englishLeft';
import { settled } from './support/settled';
import { openSignIn, signInAsDemoAgency } from './support/signIn';

const dataStrings = sandboxDataStrings();

/** The page's language and direction, as set on its root element. */
function documentLocale(page: Page) {
  return page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));
}

/**
 * Goes to a section through the sidebar, as a person does (a reload per section would also re-check
 * demo mode's service worker each time, whose update msw starts without waiting for it).
 */
async function openSection(page: Page, section: PanelSection) {
  await page.locator('aside').getByRole('link', { name: ar.shell.sections[section] }).click();
  await page.waitForURL(`**/agency/${section}`);
}

/** The English found, one line each, for a readable failure. */
function lines(found: readonly EnglishLeft[]): string[] {
  return found.map(({ where, word, text }) => `${where}: '${word}' in "${text}"`);
}

describe('the panel in Arabic', () => {
  const browser = useBrowser();

  it('switches to Arabic in the profile menu, then shows every section right to left with no copy left in English, and keeps it through reloads and sign-out', async () => {
    const page = await openSignIn(browser);
    await signInAsDemoAgency(page);
    expect(await documentLocale(page)).toEqual({ lang: 'en', dir: 'ltr' });

    await page.getByRole('banner').getByRole('button', { name: /Marina Homes/ }).click();
    const languages = page.getByRole('group', { name: en.shell.language });
    await languages.getByRole('menuitemradio', { name: 'العربية' }).click();
    // At once, without a reload: the same page, now in Arabic.
    await page.getByRole('heading', { level: 1, name: ar.shell.sections.dashboard }).waitFor();
    expect(await documentLocale(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(await page.evaluate(() => localStorage.getItem('marketplace.locale'))).toBe('ar');

    const englishBySection: Partial<Record<PanelSection, string[]>> = {};
    for (const section of panelSections) {
      await openSection(page, section);
      await settled(page);
      expect(await documentLocale(page)).toEqual({ lang: 'ar', dir: 'rtl' });
      expect(await page.title()).toBe(ar.shell.documentTitle(ar.shell.sections[section]));
      const found = lines(await englishLeftOn(page, dataStrings));
      if (found.length > 0) englishBySection[section] = found;
    }
    expect(englishBySection).toEqual({});

    // A reload: the stored choice is on the page before its first paint, and the section comes back in Arabic.
    await page.reload();
    expect(await documentLocale(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    await page.getByRole('heading', { level: 1, name: ar.agentList.title }).waitFor();

    // The profile menu names the choice in Arabic; Sign Out leads to the sign-in page, in Arabic too.
    await page.getByRole('banner').getByRole('button', { name: /Marina Homes/ }).click();
    const arabicLanguages = page.getByRole('group', { name: ar.shell.language });
    expect(await arabicLanguages.getByRole('menuitemradio', { name: 'العربية' }).getAttribute('aria-checked')).toBe('true');
    expect(lines(await englishLeftOn(page, dataStrings))).toEqual([]);
    await page.getByRole('menuitem', { name: ar.shell.signOut }).click();
    await page.getByRole('heading', { level: 1, name: ar.signIn.title }).waitFor();
    expect(await documentLocale(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(lines(await englishLeftOn(page, dataStrings))).toEqual([]);
    await browser.close(page);
  });

  it("shows the sections' dialogs and the property form in Arabic too", async () => {
    const page = await openSignIn(browser);
    await signInAsDemoAgency(page);
    await page.evaluate(() => localStorage.setItem('marketplace.locale', 'ar'));
    await page.reload();
    await page.getByRole('heading', { level: 1, name: ar.shell.sections.dashboard }).waitFor();
    const view = /^عرض/;
    const dialogs: [PanelSection, (page: Page) => Promise<void>][] = [
      ['inquiry-management', (page) => page.getByRole('button', { name: view }).first().click()],
      ['team-management', (page) => page.getByRole('button', { name: view }).first().click()],
      ['agent-management', (page) => page.getByRole('button', { name: view }).first().click()],
      ['manage-agents', (page) => page.getByRole('button', { name: view }).first().click()],
      ['agency-profile', (page) => page.getByRole('button', { name: ar.reviews.viewAll }).click()],
      ['admin-reviewed', (page) => page.getByRole('button', { name: ar.propertyCard.manageFaqs }).first().click()],
      ['developer-reviewed', (page) => page.getByRole('button', { name: ar.propertyCard.delete }).first().click()],
      ['bulk-upload', (page) => page.getByRole('button', { name: ar.bulkUpload.templates.downloadTemplate }).click()],
    ];
    const englishByDialog: Record<string, string[]> = {};
    for (const [section, open] of dialogs) {
      await openSection(page, section);
      await settled(page);
      await open(page);
      await page.getByRole('dialog').or(page.getByRole('alertdialog')).first().waitFor();
      await page.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0);
      await page.waitForTimeout(500);
      const found = lines(await englishLeftOn(page, dataStrings));
      if (found.length > 0) englishByDialog[section] = found;
      // Escape, or the dialog's own Close or Cancel where Escape is turned off (the team member's details).
      const dialog = page.getByRole('dialog').or(page.getByRole('alertdialog')).first();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached', timeout: 2_000 }).catch(async () => {
        await dialog.getByRole('button', { name: new RegExp(`^(${ar.common.close}|${ar.common.cancel})$`) }).last().click();
        await dialog.waitFor({ state: 'detached' });
      });
    }
    // The property form, the longest page of copy (with its lazily loaded editors and map section).
    await openSection(page, 'add-new-property');
    await page.getByRole('button', { name: ar.projectChooser.addStandalone }).click();
    await page.waitForURL('**/agency/add-new-property?form=standalone');
    await settled(page);
    await page.mouse.wheel(0, 20_000);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1_000);
    const formFound = lines(await englishLeftOn(page, dataStrings));
    if (formFound.length > 0) englishByDialog['property form'] = formFound;
    expect(englishByDialog).toEqual({});
    await browser.close(page);
  });

  it('switches back to English, left to right, and keeps that', async () => {
    const page = await openSignIn(browser);
    await page.evaluate(() => localStorage.setItem('marketplace.locale', 'ar'));
    await page.reload();
    await page.getByRole('heading', { level: 1, name: ar.signIn.title }).waitFor();
    expect(await documentLocale(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    await page.getByLabel(ar.signIn.email).fill('demo@marinahomes.ae');
    await page.getByLabel(ar.signIn.password).fill('demo-agency');
    await page.getByRole('button', { name: ar.signIn.submit }).click();
    await page.getByRole('heading', { level: 1, name: ar.shell.sections.dashboard }).waitFor();

    await page.getByRole('banner').getByRole('button', { name: /Marina Homes/ }).click();
    await page.getByRole('group', { name: ar.shell.language }).getByRole('menuitemradio', { name: 'English' }).click();
    await page.getByRole('heading', { level: 1, name: en.shell.sections.dashboard }).waitFor();
    expect(await documentLocale(page)).toEqual({ lang: 'en', dir: 'ltr' });
    await page.reload();
    await page.getByRole('heading', { level: 1, name: en.shell.sections.dashboard }).waitFor();
    expect(await documentLocale(page)).toEqual({ lang: 'en', dir: 'ltr' });
    await browser.close(page);
  });
});

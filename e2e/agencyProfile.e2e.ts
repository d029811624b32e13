import { en } from '@marketplace/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { injectFault } from './support/sandboxControl';
import { openSignIn, signInAsDemoAgency } from './support/signIn';

const copy = en.agencyProfile;

async function openAgencyProfile(page: Page) {
  await page.locator('aside').getByRole('link', { name: en.shell.sections['agency-profile'] }).click();
  await page.getByRole('heading', { level: 1, name: copy.title }).waitFor();
  await page.getByRole('button', { name: copy.editProfile }).waitFor();
}

/** A photo-sized PNG drawn in the page, as a banner an agent would pick. */
async function bannerPng(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(1400, 500);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    const gradient = context.createLinearGradient(0, 0, 1400, 500);
    gradient.addColorStop(0, '#0b5cab');
    gradient.addColorStop(1, '#f2b705');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 1400, 500);
    const blob = await canvas.convertToBlob({ type: 'image/png' });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

describe('Agency profile in the host', () => {
  const browser = useBrowser();

  it('edits the description and a social URL, saves, and keeps them after a reload', async () => {
    const page = await openSignIn(browser);
    await signInAsDemoAgency(page);
    await openAgencyProfile(page);
    const description = `Marina specialists since 2011. Updated ${Date.now()}.`;
    await page.getByRole('button', { name: copy.editProfile }).click();
    await page.getByRole('textbox', { name: copy.fields.description }).fill(description);
    await page.getByRole('tab', { name: new RegExp(copy.tabs.socialMedia) }).click();
    await page.getByRole('textbox', { name: copy.fields.instagramUrl }).fill('https://instagram.com/marinahomes.ae');
    await page.getByRole('button', { name: copy.saveChanges }).click();
    await page.getByText(copy.saved).waitFor();
    await page.getByRole('button', { name: copy.editProfile }).waitFor();

    await page.reload();
    await page.getByRole('button', { name: copy.editProfile }).waitFor();
    await page.getByText(description).waitFor();
    await page.getByRole('tab', { name: new RegExp(copy.tabs.socialMedia) }).click();
    await page.getByRole('link', { name: 'https://instagram.com/marinahomes.ae' }).waitFor();
    await browser.close(page);
  });

  it('asks before a sidebar link drops edited fields, and stays with them when told to', async () => {
    const page = await openSignIn(browser);
    await signInAsDemoAgency(page);
    await openAgencyProfile(page);
    await page.getByRole('button', { name: copy.editProfile }).click();
    const description = page.getByRole('textbox', { name: copy.fields.description });
    await description.fill('Edited and not saved');
    const asked: string[] = [];
    page.once('dialog', (question) => {
      asked.push(question.message());
      void question.dismiss();
    });
    await page.locator('aside').getByRole('link', { name: en.shell.sections.dashboard }).click();
    await expect.poll(() => asked).toEqual([en.shell.leaveUnsavedChanges]);
    expect(new URL(page.url()).pathname).toBe('/agency/agency-profile');
    expect(await description.inputValue()).toBe('Edited and not saved');
    // Saved, nothing is held: the link leaves without asking.
    await page.getByRole('button', { name: copy.saveChanges }).click();
    await page.getByText(copy.saved).waitFor();
    await page.locator('aside').getByRole('link', { name: en.shell.sections.dashboard }).click();
    await page.waitForURL((url) => url.pathname === '/agency/dashboard');
    expect(asked).toHaveLength(1);
    await browser.close(page);
  });

  it('asks before Back drops edited fields, stays when told to, and goes back when told to', async () => {
    const page = await openSignIn(browser);
    await signInAsDemoAgency(page);
    await page.waitForURL((url) => url.pathname === '/agency/dashboard');
    await openAgencyProfile(page);
    await page.getByRole('button', { name: copy.editProfile }).click();
    const description = page.getByRole('textbox', { name: copy.fields.description });
    await description.fill('Edited and not saved');
    const asked: string[] = [];
    const answers = [false, true];
    page.on('dialog', (question) => {
      asked.push(question.message());
      void (answers.shift() ? question.accept() : question.dismiss());
    });
    // The browser's Back button; a cancelled traversal never settles goBack, so it is not awaited.
    void page.goBack().catch(() => undefined);
    await expect.poll(() => asked).toEqual([en.shell.leaveUnsavedChanges]);
    expect(new URL(page.url()).pathname).toBe('/agency/agency-profile');
    expect(await description.inputValue()).toBe('Edited and not saved');

    void page.goBack().catch(() => undefined);
    await page.waitForURL((url) => url.pathname === '/agency/dashboard');
    expect(asked).toHaveLength(2);
    await browser.close(page);
  });

  it('crops and saves a new cover, and leaves a review', async () => {
    const page = await openSignIn(browser);
    await signInAsDemoAgency(page);
    await openAgencyProfile(page);
    const cover = page.getByRole('img', { name: copy.coverAlt });
    const before = await cover.getAttribute('src');

    await page.getByRole('button', { name: copy.editProfile }).click();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: copy.changeCover }).click();
    await (await chooser).setFiles({ name: 'marina-skyline.png', mimeType: 'image/png', buffer: await bannerPng(page) });
    const dialog = page.getByRole('dialog', { name: copy.cropDialog.title });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: copy.cropDialog.apply }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(async () => cover.getAttribute('src'), { timeout: 10_000 }).toMatch(/\/api\/media\/.*marina-skyline.*\.jpg$/);
    await page.getByRole('button', { name: copy.saveChanges }).click();
    await page.getByText(copy.saved).waitFor();
    const saved = await cover.getAttribute('src');
    expect(saved).not.toBe(before);
    await page.reload();
    await page.getByRole('button', { name: copy.editProfile }).waitFor();
    // The saved profile holds the new cover. (Demo mode keeps its database across a reload but not uploaded
    // files, so the picture itself shows the placeholder there; a real server serves it.)
    const stored = await page.evaluate(async () => {
      const response = await fetch('/api/profile', { headers: { Authorization: `Bearer ${sessionStorage.getItem('token') ?? ''}` } });
      return ((await response.json()) as { data: { coverImageURL?: string } }).data.coverImageURL;
    });
    expect(saved?.endsWith(stored ?? 'no cover saved')).toBe(true);

    // react-aria keeps the radio input visually hidden under the star: press the star the user sees.
    await page.getByRole('radio', { name: en.reviews.form.starOption(5) }).locator('xpath=ancestor::label[1]').click();
    await page.getByRole('textbox', { name: new RegExp(en.reviews.form.commentLabel) }).fill('Found us a Marina Gate flat in a week. Clear, honest and fast.');
    await page.getByRole('button', { name: en.reviews.form.submit }).click();
    const submitted = page.getByRole('dialog', { name: en.reviews.submittedTitle });
    await submitted.getByText(en.reviews.submittedBody).waitFor();
    await browser.close(page);
  });

  it('clears the session and goes to /signin when the profile answers 401', async () => {
    const page = await openSignIn(browser);
    await signInAsDemoAgency(page);
    expect(await injectFault(page, 'GET /api/profile', { status: 401, times: 1 })).toBeLessThan(300);
    await page.locator('aside').getByRole('link', { name: en.shell.sections['agency-profile'] }).click();
    await page.waitForURL('**/signin');
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    await browser.close(page);
  });
});

import { en } from '@marketplace/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { openSignIn, signInAsDemoAgency } from './support/signIn';

const copy = en.team;

/** A square-ish photo drawn in the page, as a portrait a user would pick. */
async function portraitPng(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(900, 700);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    const gradient = context.createRadialGradient(450, 350, 20, 450, 350, 450);
    gradient.addColorStop(0, '#f2b705');
    gradient.addColorStop(1, '#0b5cab');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 900, 700);
    const blob = await canvas.convertToBlob({ type: 'image/png' });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

async function openTeamManagement(page: Page) {
  await page.locator('aside').getByRole('link', { name: en.shell.sections['team-management'] }).click();
  await page.getByRole('heading', { level: 1, name: copy.title }).waitFor();
}

describe('Agency Team Management in the host', () => {
  const browser = useBrowser();

  it('adds a member with a cropped photo, finds them by search, edits and deletes them', async () => {
    const page = await openSignIn(browser);
    await signInAsDemoAgency(page);
    await openTeamManagement(page);
    const name = 'Layla Haddad Testwell';

    await page.getByRole('button', { name: copy.addMember }).click();
    const form = page.getByRole('dialog', { name: copy.form.addTitle });
    await form.getByRole('textbox', { name: copy.form.name }).fill(name);
    await form.getByRole('textbox', { name: copy.form.jobTitle }).fill('Leasing Consultant');
    await form.getByRole('textbox', { name: copy.form.email }).fill('layla+team@mail.marinahomes.ae');
    await form.getByRole('textbox', { name: copy.form.mobile }).fill('+971 50 123 4567');
    const chooser = page.waitForEvent('filechooser');
    await form.getByRole('button', { name: copy.form.uploadImage }).click();
    await (await chooser).setFiles({ name: 'layla.png', mimeType: 'image/png', buffer: await portraitPng(page) });
    const crop = page.getByRole('dialog', { name: copy.cropDialog.title });
    await crop.getByRole('button', { name: copy.cropDialog.apply }).click();
    await crop.waitFor({ state: 'detached' });
    await form.getByRole('button', { name: copy.form.changeImage }).waitFor({ timeout: 10_000 });
    await form.getByRole('button', { name: copy.form.save }).click();
    await page.getByText(copy.added).waitFor();
    await form.waitFor({ state: 'detached' });

    await page.getByRole('searchbox', { name: copy.searchLabel }).fill('testwell');
    await page.waitForURL((url) => url.searchParams.get('q') === 'testwell');
    const table = page.locator('main');
    await table.getByRole('rowheader', { name }).waitFor();
    expect(await table.getByRole('rowheader').count()).toBe(1);
    expect(await table.getByText('050 123 4567').count()).toBe(1);
    const photo = table.getByRole('img', { name: copy.photoAlt(name) }).locator('img');
    await expect.poll(async () => photo.getAttribute('src')).toMatch(/\/api\/media\/.*layla.*\.jpg$/);

    await table.getByRole('button', { name: copy.editMember(name) }).click();
    const edit = page.getByRole('dialog', { name: copy.form.editTitle });
    const title = edit.getByRole('textbox', { name: copy.form.jobTitle });
    await expect.poll(async () => title.inputValue()).toBe('Leasing Consultant');
    await title.fill('Head of Leasing');
    await edit.getByRole('button', { name: copy.form.save }).click();
    await page.getByText(copy.updated).waitFor();
    await table.getByText('Head of Leasing').waitFor();

    await table.getByRole('button', { name: copy.deleteMember(name) }).click();
    await page.getByRole('alertdialog', { name: copy.deleteDialog.title }).getByRole('button', { name: copy.deleteDialog.confirm }).click();
    await page.getByText(copy.deleted).waitFor();
    await page.getByRole('heading', { name: copy.emptySearch }).waitFor();
    await browser.close(page);
  });
});

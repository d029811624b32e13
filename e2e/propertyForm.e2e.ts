import { en, type Property } from '@marketplace/domain';
import { createSeedData } from '@marketplace/domain/fixtures';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { openSignIn, signInAsDemoAgency } from './support/signIn';

const form = en.propertyForm;
const picker = en.mapPicker;
const highlights = en.locationHighlights;
const seed = createSeedData();

// A 1x1 PNG, as the photos the agent picks; a video's first bytes (an ISO media `ftyp` box).
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypmp42'), Buffer.alloc(16)]);

async function choose(page: Page, opener: Locator, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await opener.click();
  await (await chooser).setFiles(file);
}

/** The map's drawing surface in a dialog, once the basemap has loaded. */
async function mapIn(dialog: Locator): Promise<Locator> {
  const canvas = dialog.locator('canvas').first();
  await canvas.waitFor({ timeout: 20_000 });
  return canvas;
}

async function pickType(page: Page, dialog: Locator, type: string) {
  await dialog.getByRole('button', { name: new RegExp(highlights.typeField) }).click();
  await page.getByRole('option', { name: type }).click();
}

describe('the property form in the host', () => {
  const browser = useBrowser();

  it('adds a standalone property: rich description, a location by search and by click, two highlights, an ROI, images, an image and a video', async () => {
    const page = await openSignIn(browser, { width: 1440, height: 1000 });
    await signInAsDemoAgency(page);
    await page.locator('aside').getByRole('link', { name: en.shell.sections['add-new-property'] }).click();
    const main = page.locator('main');
    await main.getByRole('button', { name: new RegExp(en.projectChooser.addStandalone) }).click();
    await page.waitForURL((url) => url.searchParams.get('form') === 'standalone');
    await main.getByRole('heading', { level: 1, name: form.addTitle }).waitFor();

    const name = 'E2E Marina Loft 1204';
    await main.getByRole('textbox', { name: form.fields.name }).fill(name);
    await main.getByRole('textbox', { name: form.fields.amount }).fill('1,250,000');
    // The description's editor loads on focus; formatting from the keyboard.
    await main.getByRole('textbox', { name: new RegExp(`^${form.fields.description}`) }).first().click();
    const editor = main.locator('[contenteditable="true"]').first();
    await editor.waitFor();
    await editor.pressSequentially('Sea views from every room.');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Control+b');
    await editor.pressSequentially('Walk to the tram.');
    await main.getByRole('textbox', { name: form.fields.address }).click();

    // The location: a suggestion of the built-in gazetteer, then a click on the map moves it.
    await main.getByRole('button', { name: form.fields.selectOnMap }).click();
    const pickerDialog = page.getByRole('dialog', { name: picker.selectTitle });
    await pickerDialog.getByRole('combobox', { name: picker.searchLabel }).fill('Dubai Marina');
    await page.getByRole('option', { name: /Dubai Marina/ }).first().click();
    await pickerDialog.getByText(/Selected: 25\.0/).waitFor();
    const map = await mapIn(pickerDialog);
    await map.click({ position: { x: 200, y: 150 } });
    await pickerDialog.getByRole('button', { name: picker.confirm }).click();
    await pickerDialog.waitFor({ state: 'detached' });
    const latitude = await main.getByRole('textbox', { name: form.fields.latitude }).inputValue();
    expect(Number(latitude)).toBeGreaterThan(24);
    expect(await main.getByRole('textbox', { name: form.fields.address }).inputValue()).not.toBe('');

    // Three highlights added, one removed: two remain.
    await main.getByRole('button', { name: highlights.manageLocations }).click();
    const highlightDialog = page.getByRole('dialog', { name: highlights.manageLocations });
    const highlightMap = await mapIn(highlightDialog);
    for (const [label, type, x] of [['Marina Mall', 'Shopping', 120], ['Marina Metro', 'Metro Station', 260], ['Old School', 'School', 380]] as const) {
      await highlightDialog.getByRole('textbox', { name: highlights.labelField }).fill(label);
      await pickType(page, highlightDialog, type);
      await highlightMap.click({ position: { x, y: 200 } });
      await highlightDialog.getByRole('button', { name: highlights.add }).click();
    }
    await highlightDialog.getByRole('button', { name: highlights.removeItem('Old School') }).click();
    await highlightDialog.getByRole('button', { name: highlights.done }).click();
    await main.getByText(form.highlightsSummary(2)).waitFor();

    // The ROI from the calculator.
    await main.getByRole('button', { name: en.roiCalculator.open }).click();
    const roiDialog = page.getByRole('dialog', { name: en.roiCalculator.title });
    await roiDialog.getByRole('button', { name: en.roiCalculator.apply }).click();
    expect(Number(await main.getByRole('textbox', { name: form.fields.roi }).inputValue())).toBeGreaterThan(0);

    // The three images, and an image and a video among the media.
    for (const slot of ['mainImage', 'floorPlanImage', 'layoutImage'] as const) {
      const group = main.getByRole('group', { name: new RegExp(`^${form.fields[slot]}`) });
      await choose(page, group.getByRole('button', { name: form.images.choose }), { name: `${slot}.png`, mimeType: 'image/png', buffer: png });
      await group.getByText(`${slot}.png`, { exact: false }).first().waitFor();
    }
    const media = main.getByRole('region', { name: en.additionalMedia.title });
    await choose(page, media.getByRole('button', { name: en.additionalMedia.addMedia }), { name: 'living-room.png', mimeType: 'image/png', buffer: png });
    await choose(page, media.getByRole('button', { name: en.additionalMedia.addMedia }), { name: 'tour.mp4', mimeType: 'video/mp4', buffer: mp4 });
    await media.getByRole('row', { name: /tour\.mp4/ }).waitFor();
    await media.getByRole('progressbar', { name: 'tour.mp4' }).waitFor({ state: 'detached', timeout: 15_000 });

    await main.getByRole('button', { name: form.submit }).click();
    await page.getByText(form.added).waitFor({ timeout: 20_000 });
    await main.getByRole('heading', { name: en.projectChooser.chooseOption }).waitFor();
    expect(new URL(page.url()).search).toBe('');

    // What was saved, read back as the edit form reads it: every part the form composed.
    const saved = await page.evaluate(
      async ({ propertyName, agencyId }) => {
        const token = sessionStorage.getItem('token');
        const response = await fetch(`/api/property/search?search=${encodeURIComponent(`agencyId==${agencyId}`)}&page=0&size=1000`, { headers: { Authorization: `Bearer ${token}` } });
        const page: { content: Property[] } = await response.json();
        return page.content.find((property) => property.name === propertyName);
      },
      { propertyName: name, agencyId: seed.demoAgency.id },
    );
    if (!saved) throw new Error(`no property named ${name} was saved`);
    expect(saved).toMatchObject({ name, amount: 1_250_000, listingStatus: { id: 8 }, developerApprovalStatus: 'APPROVED' });
    expect(saved.description).toContain('<strong');
    expect(saved.locationHighlights?.map((highlight) => highlight.label)).toEqual(['Marina Mall', 'Marina Metro']);
    expect(saved.propertyMedia?.map((item) => item.type)).toEqual(['image', 'video']);
    for (const key of ['mainImageURL', 'floorPlanImageURL', 'layoutImageURL'] as const) expect(saved[key]).toMatch(/^\/api\/media\//);
    expect(saved.roi).toBeGreaterThan(0);
    expect(Number(saved.latitude)).toBeGreaterThan(24);

    // The new property waits for the admin: the Admin Reviewed list's Pending tab shows it.
    await page.locator('aside').getByRole('link', { name: en.shell.sections['admin-reviewed'] }).click();
    await main.getByRole('tab', { name: new RegExp(en.reviewLists.tabs.pending) }).click();
    await main.getByRole('searchbox').fill(name);
    await main.getByText(name).first().waitFor({ timeout: 15_000 });
    await browser.close(page);
  });

  it('adds a unit to a project with its locked fields, and edits a rejected property back to pending', async () => {
    const page = await openSignIn(browser, { width: 1280, height: 900 });
    await signInAsDemoAgency(page);
    const project = seed.projects.find((candidate) => candidate.listingStatus?.id === 1)!;
    await page.goto(`${browser.baseUrl}/agency/add-new-property?form=project&project=${project.id}`);
    const main = page.locator('main');
    const address = main.getByRole('textbox', { name: form.fields.address });
    await address.waitFor({ timeout: 15_000 });
    expect(await address.getAttribute('readonly')).not.toBeNull();
    expect(await address.inputValue()).toBe(project.address ?? '');
    await main.getByRole('textbox', { name: form.fields.name }).fill('E2E Unit 0701');
    await main.getByRole('textbox', { name: form.fields.amount }).fill('980000');
    await main.getByRole('textbox', { name: new RegExp(`^${form.fields.description}`) }).first().click();
    await main.locator('[contenteditable="true"]').first().pressSequentially('A corner unit.');
    await choose(page, main.getByRole('group', { name: new RegExp(`^${form.fields.mainImage}`) }).getByRole('button', { name: form.images.choose }), { name: 'unit.png', mimeType: 'image/png', buffer: png });
    await main.getByRole('button', { name: form.submitInProject }).click();
    await page.getByText(form.added).waitFor({ timeout: 20_000 });

    // A rejected property of the agency: its banner, then Update Property sends it back to pending.
    const rejected = seed.properties.find(({ property }) => property.agencyId === seed.demoAgency.id && property.listingStatus?.id === 9 && !property.projectIdOfThis)!.property;
    await page.goto(`${browser.baseUrl}/agency/add-new-property?edit=${rejected.id}`);
    await main.getByRole('heading', { level: 1, name: form.editTitle }).waitFor();
    await main.getByText(en.propertyEdit.rejectedTitle).waitFor({ timeout: 15_000 });
    const nameField = main.getByRole('textbox', { name: form.fields.name });
    await nameField.fill(`${rejected.name} (revised)`);
    await main.getByRole('button', { name: en.propertyEdit.submit }).click();
    await page.getByText(en.propertyEdit.updated).waitFor({ timeout: 20_000 });
    await page.waitForURL((url) => url.pathname === '/agency/admin-reviewed');
    await main.getByRole('tab', { name: new RegExp(en.reviewLists.tabs.pending) }).click();
    await main.getByText(`${rejected.name} (revised)`).first().waitFor({ timeout: 15_000 });
    await browser.close(page);
  });
});

import { readFile } from 'node:fs/promises';
import {
  en,
  formatCsvText,
  propertyCsvColumns,
  propertyCsvTemplateFile,
  propertyCsvTemplateRows,
} from '@marketplace/domain';
import type { Download, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser';
import { openSignIn, signInAsDemoAgency } from './support/signIn';
import { injectFault } from './support/sandboxControl';

const copy = en.bulkUpload;

async function openBulkUpload(page: Page) {
  await page.locator('aside').getByRole('link', { name: en.shell.sections['bulk-upload'] }).click();
  await page.getByRole('heading', { level: 1, name: copy.title }).waitFor();
}

async function downloadedText(download: Download): Promise<string> {
  const path = await download.path();
  return readFile(path, 'utf8');
}

/**
 * Drops a file on a drop zone the way a browser does: dragenter, dragover, drop with a DataTransfer.
 * A DataTransfer built by script differs from one the operating system hands over in two ways that
 * react-aria reads: its effectAllowed is 'none' (a file dragged from a folder allows 'all') and its
 * items have no file-system entry. Both are given the values of a real file drag, nothing more.
 */
async function dropFile(page: Page, zone: Locator, name: string, text: string) {
  const dataTransfer = await page.evaluateHandle(
    ({ name, text }) => {
      const entryOf = DataTransferItem.prototype.webkitGetAsEntry;
      DataTransferItem.prototype.webkitGetAsEntry = function webkitGetAsEntry(this: DataTransferItem) {
        return entryOf.call(this) ?? (this.kind === 'file' ? ({ isFile: true, isDirectory: false } as FileSystemEntry) : null);
      };
      const transfer = new DataTransfer();
      Object.defineProperty(transfer, 'effectAllowed', { value: 'all' });
      Object.defineProperty(transfer, 'dropEffect', { value: 'none', writable: true });
      transfer.items.add(new File([text], name, { type: 'text/csv' }));
      return transfer;
    },
    { name, text },
  );
  for (const type of ['dragenter', 'dragover', 'drop']) await zone.dispatchEvent(type, { dataTransfer });
}

function withCell(row: readonly string[], column: (typeof propertyCsvColumns)[number], value: string): string[] {
  const copyOfRow = [...row];
  copyOfRow[propertyCsvColumns.indexOf(column)] = value;
  return copyOfRow;
}

// A 1x1 PNG, as a photo the agent picks.
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** Uploads the photo in Bulk Upload's media section and answers the URL its Copy URL puts on the clipboard. */
async function uploadPhotoAndCopyUrl(page: Page): Promise<string> {
  const media = page.getByRole('region', { name: copy.media.title });
  const chooser = page.waitForEvent('filechooser');
  await media.getByRole('button', { name: copy.media.uploadMedia }).click();
  await (await chooser).setFiles({ name: 'marina-living-room.png', mimeType: 'image/png', buffer: png });
  const item = media.getByRole('group', { name: 'marina-living-room.png' });
  await item.waitFor();
  await item.getByRole('button', { name: copy.media.copyUrl }).click();
  await item.getByRole('button', { name: copy.media.copied }).waitFor();
  return page.evaluate(() => navigator.clipboard.readText());
}

describe('Bulk Upload in the host', () => {
  const browser = useBrowser();

  it('uploads a photo and copies its URL, downloads and fills a template, drops and uploads it; then reports a faulty file and downloads its error rows', async () => {
    const page = await openSignIn(browser);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: browser.baseUrl });
    await signInAsDemoAgency(page);
    await openBulkUpload(page);

    // Media: upload a photo, copy its URL.
    const imageUrl = await uploadPhotoAndCopyUrl(page);
    expect(imageUrl).toMatch(/\/api\/media\/marina-living-room[-\w]*\.png$/);
    // The URL goes into a CSV and is opened elsewhere: in a new tab it is the picture, bytes and type,
    // not the page that uploaded it; a name nobody uploaded is a 404, not the app's page.
    const otherTab = await page.context().newPage();
    const opened = await otherTab.goto(imageUrl);
    expect(opened?.status()).toBe(200);
    expect(opened?.headers()['content-type']).toBe('image/png');
    expect(await opened?.body()).toEqual(png);
    const unknown = await otherTab.goto(new URL('/api/media/nobody-uploaded-this-1.png', imageUrl).href);
    expect(unknown?.status()).toBe(404);
    expect(await unknown?.text()).not.toMatch(/<html/i);
    await otherTab.close();

    // Template: the download is the domain's template, byte for byte.
    await page.getByRole('button', { name: copy.templates.downloadTemplate }).click();
    const dialog = page.getByRole('dialog', { name: copy.templates.dialogTitle });
    const templateDownload = page.waitForEvent('download');
    await dialog.getByRole('button', { name: new RegExp(copy.templates.newProperties) }).click();
    const template = await templateDownload;
    expect(template.suggestedFilename()).toBe(propertyCsvTemplateFile('new').fileName);
    const templateText = await downloadedText(template);
    expect(templateText).toBe(propertyCsvTemplateFile('new').text);

    // Fill it: one more listing, with the photo's URL.
    const [, firstSample = []] = propertyCsvTemplateRows('new');
    const ownRow = withCell(withCell(firstSample, 'name', 'Marina Gate 3BR with the copied photo'), 'mainImageURL', imageUrl);
    const filled = templateText + formatCsvText([ownRow]);

    const csvZone = page.getByText(copy.csv.dropHint).locator('..');
    await dropFile(page, csvZone, 'marina-listings.csv', filled);
    await page.getByText(copy.csv.selectedFile('marina-listings.csv')).waitFor();
    await page.getByText(copy.validation.noProblems(4)).waitFor();

    // Upload, with the answer held back so the progress can be seen.
    expect(await injectFault(page, 'POST /api/property/upload-csv', { delayMs: 1200, times: 1 })).toBeLessThan(300);
    await page.getByRole('button', { name: copy.csv.uploadProperties }).click();
    const progress = page.getByRole('progressbar', { name: copy.csv.progressLabel });
    await progress.waitFor();
    await expect.poll(async () => Number(await progress.getAttribute('aria-valuenow')), { timeout: 10_000 }).toBe(100);
    const success = page.getByRole('dialog', { name: copy.modalTitles.uploadSuccessful });
    await success.getByText(copy.succeeded).waitFor();
    await success.getByRole('button', { name: copy.ok }).click();
    await page.getByText(copy.result.success).waitFor();
    // The selection clears 3 s after success; the result stays.
    await page.getByText(copy.csv.selectedFile('marina-listings.csv')).waitFor({ state: 'detached', timeout: 6000 });
    await page.getByText(copy.result.success).waitFor();

    // A faulty file: the report lists each problem and the failing rows download with their errors.
    const [header = [], ...samples] = propertyCsvTemplateRows('new');
    const faulty = formatCsvText([header, withCell(samples[0] ?? [], 'amount', 'AED 1.2M'), samples[1] ?? [], withCell(samples[2] ?? [], 'latitude', '95')], {
      byteOrderMark: true,
    });
    await dropFile(page, csvZone, 'faulty.csv', faulty);
    await page.getByText(copy.validation.problemsFound(2, 2)).waitFor();
    // react-aria's table is a grid: the arrow keys move between its cells.
    const report = page.getByRole('grid', { name: copy.validation.reportTitle });
    // Spreadsheet rows: the header is row 1, so the first sample is row 2 and the third row 4.
    await report.getByRole('row', { name: '2' }).filter({ hasText: 'amount' }).getByText('AED 1.2M').waitFor();
    await report.getByRole('row', { name: '4' }).filter({ hasText: 'latitude' }).getByText('95', { exact: true }).waitFor();
    const errorsDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: copy.validation.downloadErrorRows }).click();
    const errors = await errorsDownload;
    expect(errors.suggestedFilename()).toBe('faulty-errors.csv');
    const errorsText = await downloadedText(errors);
    // The template's columns and nothing else, so the fixed file can be uploaded again; the errors are in the report.
    expect(errorsText.split('\r\n')[0]).toBe(`\uFEFF${propertyCsvColumns.join(',')}`);
    expect(errorsText).toContain('AED 1.2M');
    expect(errorsText.trim().split('\r\n')).toHaveLength(3);
    const reportDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: copy.validation.downloadErrorReport }).click();
    const errorReport = await reportDownload;
    expect(errorReport.suggestedFilename()).toBe('faulty-error-report.csv');
    const reportText = await downloadedText(errorReport);
    expect(reportText).toContain(`2,2,amount,"${copy.validation.issues.number}",AED 1.2M`);
    expect(reportText).toContain(`4,3,latitude,${copy.validation.between(-90, 90)},95`);
    await browser.close(page);
  });

  it('shows a photo uploaded in one tab as a picture in another, after the first tab is closed', async () => {
    const page = await openSignIn(browser);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: browser.baseUrl });
    await signInAsDemoAgency(page);
    await openBulkUpload(page);
    const imageUrl = await uploadPhotoAndCopyUrl(page);

    const otherTab = await page.context().newPage();
    await page.close();
    await otherTab.goto('/agencySignin');
    await otherTab.getByRole('heading', { name: en.signIn.title }).waitFor();
    await signInAsDemoAgency(otherTab);
    // As an <img> of a listing shows it: the 1x1 photo loads, where a missing file would fail to.
    const width = await otherTab.evaluate(
      (url) =>
        new Promise<number>((resolve) => {
          const image = new Image();
          image.onload = () => resolve(image.naturalWidth);
          image.onerror = () => resolve(-1);
          image.src = url;
        }),
      imageUrl,
    );
    expect(width).toBe(1);
    await otherTab.context().close();
  });
});

import type { ApiClient } from '@marketplace/api-client';
import { en, formatCsvText, propertyCsvColumns, propertyCsvTemplateFile, propertyCsvTemplateRows } from '@marketplace/domain';
import { createSeedData } from '@marketplace/domain/fixtures';
import { createToastQueue } from '@marketplace/ui';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createMediaTestClient, type MediaTestClientOptions } from '../shared/mediaSandbox.testing';
import { apiWrapper, JsdomFile, serveSandbox, testHosts } from '../shared/sandboxServer.testing';
import { readCsvProblem } from './csvCheck/csvCheckReport';
import { useBulkUpload, type BulkUploadOptions } from './useBulkUpload';

const { sandbox } = serveSandbox({ nodeFiles: true });
const agencyId = createSeedData().demoAgency.id;
const titles = en.bulkUpload.modalTitles;

function csv(text: string, name = 'listings.csv'): File {
  return new JsdomFile([text], name, { type: 'text/csv' });
}

const template = () => csv(propertyCsvTemplateFile('new').text);

function withCell(row: readonly string[], column: (typeof propertyCsvColumns)[number], value: string): string[] {
  const changed = [...row];
  changed[propertyCsvColumns.indexOf(column)] = value;
  return changed;
}

function setup(options: Partial<BulkUploadOptions> = {}, clientOptions: MediaTestClientOptions = {}) {
  const client: ApiClient = createMediaTestClient(testHosts, clientOptions);
  const toasts = createToastQueue({ maxVisibleToasts: 10 });
  return renderHook(() => useBulkUpload({ toasts, agentId: agencyId, mediaStorage: null, ...options }), { wrapper: apiWrapper(client) });
}

type Rendered = ReturnType<typeof setup>;

async function chooseAndCheck(rendered: Rendered, file: File) {
  act(() => rendered.result.current.csv.onFileChosen(file));
  await waitFor(() => expect(rendered.result.current.csv.check?.status).toBe('done'));
}

function closeNotice(rendered: Rendered) {
  act(() => rendered.result.current.onNoticeClose());
}

describe('useBulkUpload on the sandbox', () => {
  it('checks a template, uploads it, reports success, creates the listings and clears the selection after 3 s', async () => {
    const before = sandbox.db.properties.count();
    const rendered = setup();
    await chooseAndCheck(rendered, template());
    const { check } = rendered.result.current.csv;
    expect(check?.status === 'done' && check.report.problems.count).toBe(0);

    act(() => rendered.result.current.csv.onUpload());
    expect(rendered.result.current.csv.isUploading).toBe(true);
    await waitFor(() => expect(rendered.result.current.notice?.title).toBe(titles.uploadSuccessful));
    expect(rendered.result.current.notice?.message).toBe(en.bulkUpload.succeeded);
    expect(rendered.result.current.csv.outcome).toEqual({ kind: 'success', message: en.bulkUpload.succeeded });
    expect(rendered.result.current.csv.uploadPercent).toBe(100);
    expect(sandbox.db.properties.count()).toBe(before + 3);

    closeNotice(rendered);
    expect(rendered.result.current.csv.file).not.toBeNull();
    await waitFor(() => expect(rendered.result.current.csv.file).toBeNull(), { timeout: 4500 });
    expect(rendered.result.current.csv.outcome?.kind).toBe('success');
  });

  it('refuses a file that is not a CSV, too large or empty, with the spec words in the area and a modal', () => {
    const rendered = setup();
    act(() => rendered.result.current.csv.onFileChosen(new JsdomFile(['x'], 'photo.png', { type: 'image/png' })));
    expect(rendered.result.current.csv.fileError).toBe(en.files.csvInvalidType);
    expect(rendered.result.current.notice).toEqual({ tone: 'danger', title: titles.fileSelectionError, message: en.files.csvInvalidType });
    expect(rendered.result.current.csv.file).toBeNull();
    closeNotice(rendered);

    act(() => rendered.result.current.csv.onFileChosen(csv('')));
    expect(rendered.result.current.csv.fileError).toBe(en.files.csvEmpty);
    closeNotice(rendered);

    const big = csv('x');
    Object.defineProperty(big, 'size', { value: 10485761 });
    act(() => rendered.result.current.csv.onFileChosen(big));
    expect(rendered.result.current.csv.fileError).toBe(en.files.csvTooLarge(10));
  });

  it('reports a header with a missing column when chosen, and refuses to upload it', async () => {
    const header = propertyCsvColumns.filter((column) => column !== 'roi');
    const rendered = setup();
    const before = sandbox.db.properties.count();
    await chooseAndCheck(rendered, csv(formatCsvText([header])));
    expect(rendered.result.current.notice).toMatchObject({ title: titles.fileSelectionError, message: en.bulkUpload.missingColumns(['roi']) });
    closeNotice(rendered);
    act(() => rendered.result.current.csv.onUpload());
    expect(rendered.result.current.notice).toMatchObject({ title: titles.fileSelectionError, message: en.bulkUpload.missingColumns(['roi']) });
    expect(rendered.result.current.csv.isUploading).toBe(false);
    expect(sandbox.db.properties.count()).toBe(before);
  });

  it('says why an upload cannot start: no file, no token, no agent id', async () => {
    const withoutFile = setup();
    act(() => withoutFile.result.current.csv.onUpload());
    expect(withoutFile.result.current.notice).toEqual({ tone: 'danger', title: titles.fileSelectionError, message: en.bulkUpload.selectFile });

    const withoutToken = setup({}, { getToken: () => null });
    await chooseAndCheck(withoutToken, template());
    act(() => withoutToken.result.current.csv.onUpload());
    expect(withoutToken.result.current.notice).toMatchObject({ title: titles.authenticationError, message: en.session.authenticationRequired });

    const withoutAgent = setup({ agentId: null });
    await chooseAndCheck(withoutAgent, template());
    act(() => withoutAgent.result.current.csv.onUpload());
    expect(withoutAgent.result.current.notice).toMatchObject({ title: titles.profileError, message: en.session.agentProfileNotFound });
  });

  it("shows the server's refusal with its errors list, in the panel and the modal, and keeps the file", async () => {
    const [header = [], first = [], second = []] = propertyCsvTemplateRows('new');
    const rendered = setup();
    await chooseAndCheck(rendered, csv(formatCsvText([header, withCell(first, 'handoverDate', '2026-12-31'), second])));
    const { check } = rendered.result.current.csv;
    expect(check?.status === 'done' && check.report.invalidRowCount).toBe(1);

    act(() => rendered.result.current.csv.onUpload());
    await waitFor(() => expect(rendered.result.current.notice?.title).toBe(titles.uploadFailed));
    const { notice, csv: section } = rendered.result.current;
    expect(notice?.errors).toEqual([expect.stringMatching(/^Row 2, handoverDate/)]);
    expect(section.outcome).toEqual({ kind: 'failure', message: notice?.message, errors: notice?.errors });
    expect(section.file?.name).toBe('listings.csv');
  });

  it('numbers a row the same in the preview, the check and the server when the file has blank lines', async () => {
    const [header = [], first = [], second = []] = propertyCsvTemplateRows('new');
    const rendered = setup();
    await chooseAndCheck(rendered, csv(formatCsvText([[], header, first, [], withCell(second, 'amount', 'AED 2M')])));
    const { check } = rendered.result.current.csv;
    if (check?.status !== 'done') throw new Error('the check did not finish');
    expect(check.report.previewRows.map(({ row }) => row)).toEqual([3, 5]);
    expect(readCsvProblem(check.report, 0)).toMatchObject({ row: 5, column: 'amount' });

    act(() => rendered.result.current.csv.onUpload());
    await waitFor(() => expect(rendered.result.current.notice?.title).toBe(titles.uploadFailed));
    expect(rendered.result.current.notice?.errors).toEqual([expect.stringMatching(/^Row 5, amount/)]);
  });

  it('gives a file of rows with errors that, once fixed, the server takes', async () => {
    const [header = [], first = [], second = [], third = []] = propertyCsvTemplateRows('new');
    const rendered = setup();
    await chooseAndCheck(rendered, csv(formatCsvText([header, withCell(first, 'amount', 'AED 2M'), second, withCell(third, 'isSold', 'yes')])));
    const { check } = rendered.result.current.csv;
    if (check?.status !== 'done' || !check.report.errorCsv) throw new Error('the check found no rows with errors');
    const fixed = (await check.report.errorCsv.text()).replace('AED 2M', '2000000').replace(',yes,', ',FALSE,');
    const before = sandbox.db.properties.count();

    await chooseAndCheck(rendered, csv(fixed, 'listings-errors.csv'));
    const again = rendered.result.current.csv.check;
    expect(again?.status === 'done' && again.report.problems.count).toBe(0);
    act(() => rendered.result.current.csv.onUpload());
    await waitFor(() => expect(rendered.result.current.notice?.title).toBe(titles.uploadSuccessful));
    expect(sandbox.db.properties.count()).toBe(before + 2);
  });

  it('words a lost connection for the modal and, shorter, for the panel', async () => {
    sandbox.faults.set('POST /api/property/upload-csv', { networkError: true });
    const rendered = setup();
    await chooseAndCheck(rendered, template());
    act(() => rendered.result.current.csv.onUpload());
    await waitFor(() => expect(rendered.result.current.notice?.message).toBe(en.bulkUpload.networkError));
    expect(rendered.result.current.csv.outcome).toEqual({ kind: 'failure', message: en.bulkUpload.networkErrorScreen, errors: [] });
  });

  it('sends one upload however often Upload is pressed, and a cancel says so without a modal', async () => {
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const aborted = vi.fn();
    const rendered = setup({}, { gate: () => held, onAbort: aborted });
    await chooseAndCheck(rendered, template());
    const before = sandbox.db.properties.count();
    act(() => {
      rendered.result.current.csv.onUpload();
      rendered.result.current.csv.onUpload();
    });
    act(() => rendered.result.current.csv.onUpload());
    await waitFor(() => expect(rendered.result.current.csv.uploadPercent).toBe(50));
    expect(rendered.result.current.csv.isUploading).toBe(true);

    act(() => rendered.result.current.csv.onCancelUpload());
    await waitFor(() => expect(rendered.result.current.csv.outcome).toEqual({ kind: 'cancelled', message: en.bulkUpload.cancelled }));
    expect(aborted).toHaveBeenCalledTimes(1);
    expect(rendered.result.current.notice).toBeNull();
    release();
    expect(sandbox.db.properties.count()).toBe(before);
  });

  it("reports a 200 answer that is an HTML page as 'Unexpected Error', not as saved properties", async () => {
    sandbox.faults.set('POST /api/property/upload-csv', {
      status: 200,
      body: '<!DOCTYPE html><html><head><title>Sign in</title></head><body>Please sign in</body></html>',
      headers: { 'Content-Type': 'text/html' },
    });
    const rendered = setup();
    await chooseAndCheck(rendered, template());
    act(() => rendered.result.current.csv.onUpload());
    await waitFor(() => expect(rendered.result.current.csv.isUploading).toBe(false));
    expect(rendered.result.current.notice).toMatchObject({ tone: 'danger', title: titles.unexpectedError, message: en.bulkUpload.unexpectedResponse });
    expect(rendered.result.current.csv.outcome).toEqual({ kind: 'failure', message: en.bulkUpload.unexpectedResponse, errors: [] });
  });

  it('does not start an upload while the file is still being checked', async () => {
    const before = sandbox.db.properties.count();
    const rendered = setup();
    act(() => rendered.result.current.csv.onFileChosen(template()));
    expect(rendered.result.current.csv.check?.status).toBe('checking');
    act(() => rendered.result.current.csv.onUpload());
    expect(rendered.result.current.csv.isUploading).toBe(false);
    await waitFor(() => expect(rendered.result.current.csv.check?.status).toBe('done'));
    expect(rendered.result.current.csv.isUploading).toBe(false);
    expect(rendered.result.current.csv.outcome).toBeNull();
    expect(sandbox.db.properties.count()).toBe(before);
  });

  it('drops the previous file when the next one is refused, so Upload cannot send the old one', async () => {
    const rendered = setup();
    await chooseAndCheck(rendered, template());
    act(() => rendered.result.current.csv.onFileChosen(new JsdomFile(['x'], 'photo.png', { type: 'image/png' })));
    expect(rendered.result.current.csv.fileError).toBe(en.files.csvInvalidType);
    expect(rendered.result.current.csv.file).toBeNull();
    expect(rendered.result.current.csv.check).toBeNull();
    closeNotice(rendered);
    act(() => rendered.result.current.csv.onUpload());
    expect(rendered.result.current.notice).toEqual({ tone: 'danger', title: titles.fileSelectionError, message: en.bulkUpload.selectFile });
  });

  it('asks before the page is left while an upload runs, and not after', async () => {
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const rendered = setup({}, { gate: () => held });
    await chooseAndCheck(rendered, template());
    const leave = () => window.dispatchEvent(new Event('beforeunload', { cancelable: true }));
    expect(leave()).toBe(true);
    act(() => rendered.result.current.csv.onUpload());
    await waitFor(() => expect(rendered.result.current.csv.isUploading).toBe(true));
    expect(leave()).toBe(false);
    act(() => rendered.result.current.csv.onCancelUpload());
    await waitFor(() => expect(rendered.result.current.csv.isUploading).toBe(false));
    expect(leave()).toBe(true);
    release();
  });

  it('offers the approved projects as sample ids of the project template', async () => {
    const rendered = setup();
    await waitFor(() => expect(rendered.result.current.templates.sampleProjectIds.length).toBeGreaterThan(0));
    const approved = createSeedData().projects.filter((project) => project.listingStatus?.id === 1).map((project) => project.id);
    for (const id of rendered.result.current.templates.sampleProjectIds) expect(approved).toContain(id);
  });
});

import { propertyCsvColumns } from '@marketplace/domain';
import { act, renderHook, waitFor } from '@testing-library/react';
import { File as NodeFile } from 'node:buffer';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AbortError, HttpError } from '../../errors';
import { propertyHookWrapper } from './hookWrapper.testing';
import { usePropertyCounts } from './propertyCounts.hooks';
import { failureOf, seed, servePropertySandbox } from './propertySandbox.testing';
import { useCsvUpload, useMediaUpload } from './uploads.hooks';

const { sandbox, client } = servePropertySandbox();

// Under jsdom, `File` is jsdom's, so the sandbox's `instanceof File` check refuses the Node File that
// msw parses the upload into. The files below stay jsdom's (what a screen would pass); only the check
// sees Node's class while this file runs.
const JsdomFile = File;
beforeAll(() => vi.stubGlobal('File', NodeFile));
afterAll(() => vi.unstubAllGlobals());
const agencyId = seed.demoAgency.id;
const pendingOfDemo = seed.properties.filter(({ property }) => property.agencyId === agencyId && property.listingStatus?.id === 8).length;

function csv(rows: number): File {
  const row = (index: number) => {
    const cells: Record<string, string> = { name: `Upload ${index}`, amount: '900000', landArea: '700', address: 'JLT, Dubai' };
    return propertyCsvColumns.map((column) => cells[column] ?? '').join(',');
  };
  return new JsdomFile([[propertyCsvColumns.join(','), ...Array.from({ length: rows }, (_, index) => row(index))].join('\n')], 'bulk.csv', { type: 'text/csv' });
}

function renderUploads() {
  return renderHook(() => ({ csv: useCsvUpload(), media: useMediaUpload(), counts: usePropertyCounts(agencyId) }), { wrapper: propertyHookWrapper(client) });
}

describe('useCsvUpload', () => {
  it('moves from idle through uploading to success at 100%, and the counters reload', async () => {
    const { result } = renderUploads();
    await waitFor(() => expect(result.current.counts.data).toBeDefined());
    expect(result.current.csv).toMatchObject({ status: 'idle', progress: null });
    sandbox.faults.set('POST /api/property/upload-csv', { delayMs: 100, times: 1 });
    let call: Promise<unknown> = Promise.resolve();
    act(() => {
      call = result.current.csv.upload({ file: csv(3), agentId: agencyId });
    });
    expect(result.current.csv.status).toBe('uploading');
    await waitFor(() => expect(result.current.csv.progress).toBe(100));
    await act(() => call);
    expect(result.current.csv).toMatchObject({ status: 'success', progress: 100, result: { data: { created: 3 } } });
    await waitFor(() => expect(result.current.counts.data?.pending).toBe(pendingOfDemo + 3));
    act(() => result.current.csv.reset());
    expect(result.current.csv).toMatchObject({ status: 'idle', progress: null, result: undefined });
  });

  it('keeps the refusal as the error', async () => {
    const { result } = renderUploads();
    const error = await act(() => failureOf(result.current.csv.upload({ file: new JsdomFile(['name\nx'], 'a.csv'), agentId: agencyId })));
    expect(error).toBeInstanceOf(HttpError);
    expect(result.current.csv.status).toBe('error');
    expect(result.current.csv.error?.message).toMatch(/^Missing required columns: amount, landArea/);
  });
});

describe('useMediaUpload', () => {
  it('answers the stored name, and a cancel ends in an AbortError', async () => {
    const { result } = renderUploads();
    const uploaded = await act(() => result.current.media.upload({ file: new JsdomFile(['abc'], 'cover.jpg', { type: 'image/jpeg' }), folder: 'cover' }));
    expect(uploaded.path).toBe('/api/media/cover-1.jpg');
    expect(result.current.media).toMatchObject({ status: 'success', result: uploaded });
    sandbox.faults.set('POST /api/media/upload', { never: true });
    let call: Promise<unknown> = Promise.resolve();
    act(() => {
      call = result.current.media.upload({ file: new JsdomFile(['abc'], 'b.jpg') });
    });
    await waitFor(() => expect(result.current.media.status).toBe('uploading'));
    act(() => result.current.media.cancel());
    expect(await act(() => failureOf(call))).toBeInstanceOf(AbortError);
    expect(result.current.media.status).toBe('error');
  });

  it('cancels the running upload on unmount', async () => {
    const { result, unmount } = renderUploads();
    sandbox.faults.set('POST /api/media/upload', { never: true });
    let call: Promise<unknown> = Promise.resolve();
    act(() => {
      call = result.current.media.upload({ file: new JsdomFile(['a'], 'gone.jpg') });
    });
    await waitFor(() => expect(result.current.media.status).toBe('uploading'));
    unmount();
    expect(await failureOf(call)).toBeInstanceOf(AbortError);
  });

  it('cancels the running upload when a new one starts, keeping only the newer outcome', async () => {
    const { result } = renderUploads();
    sandbox.faults.set('POST /api/media/upload', { never: true, times: 1 });
    let first: Promise<unknown> = Promise.resolve();
    act(() => {
      first = result.current.media.upload({ file: new JsdomFile(['a'], 'first.jpg') }).then(
        () => undefined,
        (reason: unknown) => reason,
      );
    });
    // The fault clears itself once the first request has reached the sandbox.
    await waitFor(() => expect(sandbox.faults.list()).toEqual([]));
    const second = await act(() => result.current.media.upload({ file: new JsdomFile(['b'], 'second.jpg') }));
    expect(await first).toBeInstanceOf(AbortError);
    expect(result.current.media).toMatchObject({ status: 'success', result: second });
  });
});

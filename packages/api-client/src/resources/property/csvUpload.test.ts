// @vitest-environment node
import { csvUploadLimits } from '@marketplace/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../client';
import { ApiError } from '../../errors';
import { uploadPropertiesCsv } from './csvUpload';

/** An XMLHttpRequest that never answers unless told: the CSV upload's timeout is all that ends it. */
class SilentXhr extends EventTarget {
  readonly upload = new EventTarget();
  status = 0;
  statusText = '';
  responseText = '';
  open = vi.fn();
  setRequestHeader = vi.fn();
  send = vi.fn();
  abort = vi.fn();

  /** Answers once the request is out (the client loads its XHR transport with the first upload). */
  async answer(status: number, text: string) {
    await vi.waitFor(() => expect(this.send).toHaveBeenCalledTimes(1));
    this.status = status;
    this.responseText = text;
    this.dispatchEvent(new Event('load'));
  }
}

function setup() {
  const xhr = new SilentXhr();
  const client = createApiClient({
    propertyBaseUrl: 'https://property.test',
    accountsBaseUrl: 'https://accounts.test',
    getToken: () => 'tok',
    createXhr: () => xhr as unknown as XMLHttpRequest,
  });
  const file = new Blob(['name,amount\n'], { type: 'text/csv' });
  return { xhr, upload: () => uploadPropertiesCsv(client, { file, agentId: 7 }) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('uploadPropertiesCsv timeout and answers', () => {
  it('waits the full 300,000 ms, then fails as a timeout and aborts the request', async () => {
    vi.useFakeTimers();
    const { xhr, upload } = setup();
    const settled = vi.fn();
    const pending = upload().catch((error: unknown) => {
      settled();
      return error;
    });
    // The timeout starts when the request is sent, once the client's XHR transport has loaded.
    await import('../../upload');
    for (let turn = 0; turn < 100 && xhr.send.mock.calls.length === 0; turn += 1) await vi.advanceTimersByTimeAsync(0);
    expect(xhr.send).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(csvUploadLimits.uploadTimeoutMs - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('timeout');
    expect(xhr.abort).toHaveBeenCalledTimes(1);
  });

  it('reads JSON with message and data, plain text, and an empty answer', async () => {
    const json = setup();
    const fromJson = json.upload();
    await json.xhr.answer(200, JSON.stringify({ message: '12 properties saved', data: { created: 12 } }));
    await expect(fromJson).resolves.toEqual({ message: '12 properties saved', data: { created: 12 } });

    const text = setup();
    const fromText = text.upload();
    await text.xhr.answer(200, 'Uploaded 3 properties');
    await expect(fromText).resolves.toEqual({ message: 'Uploaded 3 properties' });

    const empty = setup();
    const fromEmpty = empty.upload();
    await empty.xhr.answer(200, '');
    await expect(fromEmpty).resolves.toEqual({ message: null });
  });

  it("passes a refusal's message and errors list on, and calls an unreadable success a decode error", async () => {
    const refused = setup();
    const refusal = refused.upload().catch((error: unknown) => error as ApiError);
    await refused.xhr.answer(400, JSON.stringify({ message: 'Some rows could not be read. Nothing was saved.', errors: ['Row 2, amount: Must be a number'] }));
    expect(await refusal).toMatchObject({ kind: 'http', status: 400, serverMessage: 'Some rows could not be read. Nothing was saved.', errors: ['Row 2, amount: Must be a number'] });

    const odd = setup();
    const unreadable = odd.upload().then(
      () => {
        throw new Error('an unreadable answer resolved');
      },
      (error: unknown) => error as ApiError,
    );
    await odd.xhr.answer(200, JSON.stringify({ message: 42 }));
    expect((await unreadable).kind).toBe('decode');
  });
});

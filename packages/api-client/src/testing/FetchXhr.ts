import { encodeMultipart } from './encodeMultipart';

/** Options of {@link FetchXhr} and {@link createFetchXhr}. */
export interface FetchXhrOptions {
  /** Holds each upload at 50% of its body until it resolves, so a test can look at an upload in flight. @default resolves at once */
  gate?: () => Promise<void>;
  /** Called when an upload's request is aborted (a Cancel, an unmount). */
  onAbort?: () => void;
}

function progressEvent(loaded: number, total: number): Event {
  return Object.assign(new Event('progress'), { lengthComputable: true, loaded, total });
}

/**
 * An `XMLHttpRequest` stand-in that sends through `fetch`, for uploads under Node and jsdom: Node has
 * no XHR, and msw's XHR interception under jsdom loses file contents, so a mock server (msw/node, the
 * sandbox) would never see the real multipart body. It reports progress at half the body, waits for
 * `gate`, then reports the whole body and sends. Only what the client's upload uses is implemented.
 */
export class FetchXhr extends EventTarget {
  readonly upload = new EventTarget();
  status = 0;
  statusText = '';
  responseText = '';
  private method = 'GET';
  private url = '';
  private readonly headers = new Headers();
  private readonly controller = new AbortController();
  private readonly gate: () => Promise<void>;
  private readonly onAbort: () => void;

  constructor({ gate = () => Promise.resolve(), onAbort = () => undefined }: FetchXhrOptions = {}) {
    super();
    this.gate = gate;
    this.onAbort = onAbort;
  }

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers.set(name, value);
  }

  send(form: FormData): void {
    void this.run(form);
  }

  abort(): void {
    this.onAbort();
    this.controller.abort();
  }

  private async run(form: FormData): Promise<void> {
    const { body, contentType } = await encodeMultipart(form);
    if (this.controller.signal.aborted) return;
    this.headers.set('Content-Type', contentType);
    this.upload.dispatchEvent(progressEvent(Math.floor(body.byteLength / 2), body.byteLength));
    await this.gate();
    if (this.controller.signal.aborted) return;
    this.upload.dispatchEvent(progressEvent(body.byteLength, body.byteLength));
    try {
      const response = await fetch(this.url, { method: this.method, headers: this.headers, body, signal: this.controller.signal });
      this.status = response.status;
      this.statusText = response.statusText;
      this.responseText = await response.text();
      this.dispatchEvent(new Event('load'));
    } catch {
      this.dispatchEvent(new Event(this.controller.signal.aborted ? 'abort' : 'error'));
    }
  }
}

/** A `createXhr` for `createApiClient` whose uploads go through {@link FetchXhr}. */
export function createFetchXhr(options: FetchXhrOptions = {}): () => XMLHttpRequest {
  // The client uses only open, setRequestHeader, send, abort, the upload's progress and load/error/abort.
  return () => new FetchXhr(options) as unknown as XMLHttpRequest;
}

import { createApiClient, type ApiClient } from '@marketplace/api-client';

async function encodeMultipart(form: FormData): Promise<{ body: Uint8Array<ArrayBuffer>; contentType: string }> {
  const boundary = '----mediaSandboxBoundary5QpZ8n';
  const encoder = new TextEncoder();
  const chunks: Uint8Array[] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') {
      chunks.push(encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    } else {
      const type = value.type || 'application/octet-stream';
      chunks.push(encoder.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${value.name}"\r\nContent-Type: ${type}\r\n\r\n`));
      chunks.push(new Uint8Array(await value.arrayBuffer()));
      chunks.push(encoder.encode('\r\n'));
    }
  }
  chunks.push(encoder.encode(`--${boundary}--\r\n`));
  const body = new Uint8Array(chunks.reduce((total, chunk) => total + chunk.byteLength, 0));
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

function progressEvent(loaded: number, total: number): Event {
  return Object.assign(new Event('progress'), { lengthComputable: true, loaded, total });
}

/**
 * An `XMLHttpRequest` stand-in that sends through `fetch`, so msw/node hands the sandbox the real
 * multipart body (its XHR interception under jsdom loses file contents). It reports progress at half
 * the body, then waits for `releaseProgress` (when given) before reporting the rest and sending, so
 * a test can look at an upload in flight.
 */
class FetchXhr extends EventTarget {
  readonly upload = new EventTarget();
  status = 0;
  statusText = '';
  responseText = '';
  private method = 'GET';
  private url = '';
  private readonly headers = new Headers();
  private readonly controller = new AbortController();

  constructor(
    private readonly gate: () => Promise<void>,
    private readonly onAbort: () => void,
  ) {
    super();
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

/** Options of {@link createMediaTestClient}. */
export interface MediaTestClientOptions {
  /** Holds each upload at 50% until it resolves. @default resolves at once */
  gate?: () => Promise<void>;
  /** Called when an upload's request is aborted. */
  onAbort?: () => void;
  /** The token the client sends. @default () => 'test-token' */
  getToken?: () => string | null;
}

/** A client on the given hosts whose uploads go through {@link FetchXhr}. */
export function createMediaTestClient(
  hosts: { propertyBaseUrl: string; accountsBaseUrl: string },
  { gate = () => Promise.resolve(), onAbort = () => undefined, getToken = () => 'test-token' }: MediaTestClientOptions = {},
): ApiClient {
  return createApiClient({
    ...hosts,
    getToken,
    createXhr: () => new FetchXhr(gate, onAbort) as unknown as XMLHttpRequest,
  });
}

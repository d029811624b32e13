import type { PropertyPayload } from '@marketplace/domain';
import { createSeedData } from '@marketplace/domain/fixtures';
import { createSandbox } from '@marketplace/sandbox/testing';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { createApiClient, type ApiClient } from '../../client';
import { ApiError } from '../../errors';

/** The hosts the property resource tests run against. */
export const testHosts = { propertyBaseUrl: 'http://property.test', accountsBaseUrl: 'http://accounts.test' } as const;

/** The data the sandbox is seeded with, for expectations computed independently of the sandbox. */
export const seed = createSeedData();

async function encodeMultipart(form: FormData): Promise<{ body: Uint8Array<ArrayBuffer>; contentType: string }> {
  const boundary = '----propertySandboxBoundary7MA4YWxk';
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
 * multipart body (its XHR interception in jsdom loses file contents, and Node has no XHR). It
 * reports progress at half and at the whole body before sending.
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
    this.controller.abort();
  }

  private async run(form: FormData): Promise<void> {
    const { body, contentType } = await encodeMultipart(form);
    if (this.controller.signal.aborted) return;
    this.headers.set('Content-Type', contentType);
    this.upload.dispatchEvent(progressEvent(Math.floor(body.byteLength / 2), body.byteLength));
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

/** A client on the test hosts; uploads go through {@link FetchXhr}. */
export function createTestPropertyClient(getToken: () => string | null = () => 'demo-token'): ApiClient {
  return createApiClient({ ...testHosts, getToken, createXhr: () => new FetchXhr() as unknown as XMLHttpRequest });
}

/**
 * A sandbox served by msw/node for the whole test file, reset (seed back, faults cleared) after
 * each test, and a signed-in client.
 */
export function servePropertySandbox() {
  const sandbox = createSandbox(testHosts);
  const server = setupServer(...sandbox.handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    sandbox.reset();
  });
  afterAll(() => server.close());
  return { sandbox, client: createTestPropertyClient() };
}

/** The `ApiError` a promise rejects with; fails the test when it resolves or rejects with anything else. */
export async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const outcome = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(outcome instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(outcome)}`);
  return outcome;
}

/** The demo agency's id, which owns most seeded listings. */
export const demoAgencyId = seed.demoAgency.id;

/** A standalone listing as the property form sends it, for the demo agency. */
export function standalonePayload(overrides: Partial<PropertyPayload> = {}): PropertyPayload {
  return {
    agencyId: demoAgencyId,
    name: 'Marina Heights 2BR',
    amount: 1_850_000,
    landArea: 1240,
    mainImageURL: '/api/media/marina-main.jpg',
    floorPlanImageURL: '/api/media/marina-plan.jpg',
    layoutImageURL: '/api/media/marina-layout.jpg',
    latitude: '25.0805',
    longitude: '55.1403',
    description: '<p>Sea-view apartment with a private balcony.</p>',
    address: 'Dubai Marina, Dubai',
    handoverQta: 4,
    numOfBedrooms: 2,
    numOfBathrooms: 3,
    isActive: true,
    isSold: false,
    area: { id: 3, name: 'Dubai Marina' },
    listingStatus: { id: 8, name: 'Pending' },
    ...overrides,
  };
}

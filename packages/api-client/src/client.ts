import { startCancellation, transportError, type Cancellation } from './cancellation';
import type { ApiClientConfig } from './config';
import { isLazyDecoder, type Decoder, type ResponseDecoder, type ResponseType } from './decode';
import { NetworkError, type ApiRequestInfo } from './errors';
import { interpretResponse, rejectHttpFailure } from './response';
import type { UploadSpec } from './upload';
import { buildUrl, type QueryParams } from './url';

/** Which service a call goes to (docs/decisions.md, 'Two hosts'). */
export type ApiHost = 'property' | 'accounts';

/** The HTTP methods the specs use. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The auth calls the specs leave unnamed, all on the accounts host. */
export interface AuthPaths {
  signIn: string;
  refresh: string;
  profile: string;
}

/** The auth paths of docs/decisions.md. */
export const defaultAuthPaths: AuthPaths = {
  signIn: '/api/auth/signin',
  refresh: '/api/auth/refresh',
  profile: '/api/profile',
};

/** Timeout of a call that names none: 30 s (the specs give only the CSV upload's, 300 s). */
export const defaultRequestTimeoutMs = 30_000;

/** Options of {@link createApiClient}. */
export interface ApiClientOptions extends ApiClientConfig {
  /** The current bearer token, read on every call; `null` when signed out. */
  getToken: () => string | null;
  /** @default globalThis.fetch, read at call time so interceptors installed later still apply */
  fetch?: typeof fetch;
  /** Overrides of {@link defaultAuthPaths}. */
  authPaths?: Partial<AuthPaths>;
  /** @default 30000 */
  defaultTimeoutMs?: number;
  /** Creates the `XMLHttpRequest` of an upload. @default () => new XMLHttpRequest() */
  createXhr?: () => XMLHttpRequest;
  /**
   * Calls wait until this settles, then go out as usual; a rejection releases them too. The host's
   * demo mode passes the sandbox's start, so the page renders and calls at once while msw's service
   * worker starts. A held call still ends on its signal or its timeout.
   */
  ready?: Promise<unknown>;
}

/** Where a call goes and how its answer is read: what plain calls and uploads share. */
interface RequestTarget {
  host: ApiHost;
  /** Path on the host, starting with `/`. */
  path: string;
  /** Query parameters, encoded with `URLSearchParams`; `null`/`undefined` values are left out. */
  query?: QueryParams;
  /** `'jsonOrText'` passes a body that is not JSON through as text. @default 'json' */
  responseType?: ResponseType;
  /** Cancels the call; it then rejects with an `AbortError`. */
  signal?: AbortSignal;
  /** 0 means none. @default the client's `defaultTimeoutMs` */
  timeoutMs?: number;
  /** Sends `Authorization: Bearer <token>` when a token exists. @default true */
  auth?: boolean;
}

/** One call of {@link ApiClient.request}. */
export interface ApiRequest<T> extends RequestTarget {
  method: HttpMethod;
  /**
   * Decodes the answer; a body that does not fit is a `DecodeError`. A `LazyDecoder` starts loading
   * as the call goes out; if its code cannot load, the call fails as a `NetworkError`.
   */
  schema: ResponseDecoder<T>;
  /** JSON-encoded unless it is `FormData`, a `Blob` or `URLSearchParams`. */
  body?: unknown;
  /** Extra headers; they win over the client's own. */
  headers?: Readonly<Record<string, string>>;
  /**
   * The answer carries a credential (sign-in, token refresh): an error of the call keeps none of its
   * body, so a token in an answer that did not decode is not carried into a log or a report.
   * @default false
   */
  secretAnswer?: boolean;
}

/** One call of {@link ApiClient.upload}. */
export interface ApiUploadRequest<T> extends RequestTarget, UploadSpec<T> {}

/** The typed HTTP client every resource module and hook goes through. */
export interface ApiClient {
  /** Sends a call and decodes its answer; rejects only with `ApiError`s. */
  request<T>(request: ApiRequest<T>): Promise<T>;
  /** Sends a multipart upload with progress, timeout and cancel; rejects only with `ApiError`s. */
  upload<T>(request: ApiUploadRequest<T>): Promise<T>;
  /** The absolute URL of a path on a host (for links such as `GET /api/media/{name}`). */
  url(host: ApiHost, path: string, query?: QueryParams): string;
  /** The auth paths in use. */
  readonly authPaths: AuthPaths;
  /** Whether a token is at hand now, so a screen can refuse an upload before sending it (spec 1 section 5). */
  hasToken(): boolean;
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    body instanceof URLSearchParams
  );
}

/** Starts loading a lazy decoder; a failure is only reported once the answer needs it. */
function loadDecoder<T>(schema: ResponseDecoder<T>): Promise<Decoder<T>> {
  if (!isLazyDecoder(schema)) return Promise.resolve(schema);
  const loading = schema.load();
  loading.catch(() => undefined);
  return loading;
}

/** A decoder whose code did not arrive failed on the network like the call itself would have. */
async function decoderOrNetworkError<T>(decoder: Promise<Decoder<T>>, info: ApiRequestInfo): Promise<Decoder<T>> {
  try {
    return await decoder;
  } catch (cause) {
    throw new NetworkError(info, cause);
  }
}

/** Creates the client. Nothing is sent until a call is made. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const authPaths: AuthPaths = { ...defaultAuthPaths, ...options.authPaths };
  const defaultTimeoutMs = options.defaultTimeoutMs ?? defaultRequestTimeoutMs;
  const baseUrls: Record<ApiHost, string> = { property: options.propertyBaseUrl, accounts: options.accountsBaseUrl };
  const url = (host: ApiHost, path: string, query?: QueryParams) => buildUrl(baseUrls[host], path, query);
  const tokenFor = (auth: boolean | undefined) => (auth === false ? null : options.getToken());

  // Once `ready` has settled nothing is held, and calls start in the same tick as before.
  let held: Promise<void> | null = null;
  if (options.ready) {
    const release = () => {
      held = null;
    };
    held = options.ready.then(release, release);
  }
  /** Resolves when the call may go out: `ready` settled, or `signal` aborted (the caller then reports why). */
  function released(signal: AbortSignal): Promise<void> | null {
    const gate = held;
    if (!gate || signal.aborted) return null;
    return new Promise((resolve) => {
      const done = () => {
        signal.removeEventListener('abort', done);
        resolve();
      };
      signal.addEventListener('abort', done, { once: true });
      void gate.then(done);
    });
  }

  async function request<T>(call: ApiRequest<T>): Promise<T> {
    const info: ApiRequestInfo = { method: call.method, url: url(call.host, call.path, call.query), ...(call.secretAnswer ? { secretAnswer: true } : {}) };
    const responseType = call.responseType ?? 'json';
    const timeoutMs = call.timeoutMs ?? defaultTimeoutMs;
    const cancellation = startCancellation(call.signal, timeoutMs);
    try {
      const wait = released(cancellation.signal);
      if (wait) await wait;
      if (cancellation.reason()) throw transportError(cancellation.reason(), info, timeoutMs);
      return await send(call, info, responseType, timeoutMs, cancellation);
    } finally {
      cancellation.dispose();
    }
  }

  async function send<T>(call: ApiRequest<T>, info: ApiRequestInfo, responseType: ResponseType, timeoutMs: number, cancellation: Cancellation): Promise<T> {
    const headers = new Headers();
    if (responseType !== 'text') headers.set('Accept', 'application/json');
    const token = tokenFor(call.auth);
    if (token) headers.set('Authorization', `Bearer ${token}`);
    let body: BodyInit | undefined;
    if (call.body !== undefined) {
      if (isRawBody(call.body)) body = call.body;
      else {
        body = JSON.stringify(call.body);
        headers.set('Content-Type', 'application/json');
      }
    }
    for (const [name, value] of Object.entries(call.headers ?? {})) headers.set(name, value);

    const decoder = loadDecoder(call.schema);
    let raw: { status: number; statusText: string; text: string };
    try {
      const doFetch = options.fetch ?? globalThis.fetch;
      const response = await doFetch(info.url, { method: call.method, headers, body, signal: cancellation.signal });
      raw = { status: response.status, statusText: response.statusText, text: await response.text() };
    } catch (cause) {
      throw transportError(cancellation.reason(), info, timeoutMs, cause);
    }
    rejectHttpFailure(raw, info);
    return interpretResponse(raw, await decoderOrNetworkError(decoder, info), responseType, info);
  }

  async function upload<T>(call: ApiUploadRequest<T>): Promise<T> {
    const timeoutMs = call.timeoutMs ?? defaultTimeoutMs;
    const transportUrl = url(call.host, call.path, call.query);
    if (held) {
      // Uploads go through XHR rather than `request`, so they wait here; the upload's own timer starts when it is sent.
      const hold = startCancellation(call.signal, timeoutMs);
      try {
        const wait = released(hold.signal);
        if (wait) await wait;
        if (hold.reason()) throw transportError(hold.reason(), { method: call.method ?? 'POST', url: transportUrl }, timeoutMs);
      } finally {
        hold.dispose();
      }
    }
    // The XHR transport loads with the first upload: few visits upload, and every route's first load carries the client.
    const transport = await import('./upload').catch((cause: unknown) => {
      throw new NetworkError({ method: call.method ?? 'POST', url: transportUrl }, cause);
    });
    return transport.sendUpload(call, {
      url: transportUrl,
      token: tokenFor(call.auth),
      timeoutMs,
      createXhr: options.createXhr ?? (() => new XMLHttpRequest()),
    });
  }

  return { request, upload, url, authPaths, hasToken: () => Boolean(options.getToken()) };
}

import { startCancellation, transportError } from './cancellation';
import type { Decoder, ResponseType } from './decode';
import type { ApiRequestInfo } from './errors';
import { interpretResponse } from './response';

/** How far an upload has got. */
export interface UploadProgress {
  /** Bytes sent so far. */
  loaded: number;
  /** Bytes to send in all. */
  total: number;
  /** `loaded / total`, from 0 to 1. */
  fraction: number;
}

/** A multipart field value: text, or a file (a `File` keeps its name in the form). Absent values are left out. */
export type UploadFieldValue = string | number | Blob | null | undefined;

/** What {@link sendUpload} needs besides the URL; the client fills the token and defaults. */
export interface UploadSpec<T> {
  /** @default 'POST' */
  method?: 'POST' | 'PUT';
  /** The multipart fields, in order, e.g. `{ file, agentId }`. */
  fields: Readonly<Record<string, UploadFieldValue>>;
  /** Decodes the answer; a body that does not fit is a `DecodeError`. */
  schema: Decoder<T>;
  /** @default 'json' */
  responseType?: ResponseType;
  /** Called as the request body goes out, with `fraction` from 0 to 1. */
  onProgress?: (progress: UploadProgress) => void;
  /** Cancels the upload; the call then rejects with an `AbortError`. */
  signal?: AbortSignal;
}

/** The transport details {@link sendUpload} takes from the client. */
export interface UploadTransport {
  url: string;
  token: string | null;
  timeoutMs: number;
  createXhr: () => XMLHttpRequest;
}

function toFormData(fields: UploadSpec<unknown>['fields']): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue;
    if (typeof value === 'string' || typeof value === 'number') form.append(name, String(value));
    else form.append(name, value);
  }
  return form;
}

/**
 * Sends a multipart upload through `XMLHttpRequest`, the one browser API that reports upload
 * progress. The timeout and cancel are enforced here rather than by `xhr.timeout`, so both behave
 * the same under a mocked XHR and are told apart exactly as in `request`.
 */
export function sendUpload<T>(spec: UploadSpec<T>, transport: UploadTransport): Promise<T> {
  const method = spec.method ?? 'POST';
  const responseType = spec.responseType ?? 'json';
  const info: ApiRequestInfo = { method, url: transport.url };
  return new Promise<T>((resolve, reject) => {
    const cancellation = startCancellation(spec.signal, transport.timeoutMs);
    if (cancellation.reason()) {
      cancellation.dispose();
      reject(transportError(cancellation.reason(), info, transport.timeoutMs));
      return;
    }
    const xhr = transport.createXhr();
    let settled = false;
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      cancellation.dispose();
      cancellation.signal.removeEventListener('abort', onCancel);
      finish();
    };
    function onCancel() {
      settle(() => reject(transportError(cancellation.reason(), info, transport.timeoutMs)));
      xhr.abort();
    }
    cancellation.signal.addEventListener('abort', onCancel, { once: true });

    let lastTotal: number | undefined;
    xhr.upload.addEventListener('progress', (event) => {
      if (settled || !event.lengthComputable || !spec.onProgress) return;
      lastTotal = event.total;
      if (event.loaded >= event.total) reportedAll = true;
      const fraction = event.total > 0 ? Math.min(1, event.loaded / event.total) : 0;
      spec.onProgress({ loaded: event.loaded, total: event.total, fraction });
    });
    let reportedAll = false;
    xhr.upload.addEventListener('load', () => {
      reportedAll = true;
    });
    xhr.addEventListener('load', () =>
      settle(() => {
        // An answer means every byte went out, though a service worker in between (msw in demo mode)
        // swallows the upload's progress events: the caller still sees the upload reach 100%.
        if (!reportedAll && spec.onProgress) {
          const total = lastTotal ?? 0;
          spec.onProgress({ loaded: total, total, fraction: 1 });
        }
        try {
          resolve(interpretResponse({ status: xhr.status, statusText: xhr.statusText, text: xhr.responseText }, spec.schema, responseType, info));
        } catch (error) {
          reject(error);
        }
      }),
    );
    xhr.addEventListener('error', () => settle(() => reject(transportError(null, info, transport.timeoutMs))));
    // An abort this module did not start (the browser dropping the request) is still a cancel.
    xhr.addEventListener('abort', () => settle(() => reject(transportError('abort', info, transport.timeoutMs))));

    xhr.open(method, transport.url);
    if (responseType !== 'text') xhr.setRequestHeader('Accept', 'application/json');
    if (transport.token) xhr.setRequestHeader('Authorization', `Bearer ${transport.token}`);
    xhr.send(toFormData(spec.fields));
  });
}

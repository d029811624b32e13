import type { CsvCheckReport } from './csvCheckReport';

/** What the page sends the check worker: the file to check. */
export interface CsvCheckRequest {
  readonly file: Blob;
}

/** What the check worker sends back, in order: 'started', any number of 'progress', then 'report' or 'failed'. */
export type CsvCheckWorkerMessage =
  /** The worker loaded and took the file: from here on the check runs off the main thread. */
  | { readonly type: 'started' }
  | { readonly type: 'progress'; readonly fraction: number }
  | { readonly type: 'report'; readonly report: CsvCheckReport }
  /** 'not-utf-8' for a file in another encoding; 'error' for anything else (with the error's message, for logs). */
  | { readonly type: 'failed'; readonly reason: 'not-utf-8' | 'error'; readonly message: string };

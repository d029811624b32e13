import type { CsvCheckRequest, CsvCheckWorkerMessage } from './csvCheckProtocol';
import type { CsvCheckProgress, CsvCheckReport } from './csvCheckReport';
import { csvCheckAbortError, CsvNotUtf8Error, parseCsvForCheck } from './parseCsvForCheck';

/** Where a check ran: in a Web Worker, or on the page's own thread when workers are unavailable. */
export type CsvCheckRunner = 'worker' | 'main-thread';

export interface CheckCsvFileOptions {
  /** Cancels the check: the worker is stopped and the promise rejects with an 'AbortError' DOMException. */
  readonly signal?: AbortSignal;
  /** How far the check has got, at most every 50 ms, and 1 at the end. */
  readonly onProgress?: (progress: CsvCheckProgress) => void;
  /** Where the check runs, once it has started there: for diagnostics and tests. */
  readonly onRunner?: (runner: CsvCheckRunner) => void;
}

async function checkOnMainThread(file: Blob, { signal, onProgress, onRunner }: CheckCsvFileOptions): Promise<CsvCheckReport> {
  if (signal?.aborted) throw csvCheckAbortError();
  // Loaded on demand: page code never imports papaparse statically.
  const { default: papa } = await import('papaparse');
  onRunner?.('main-thread');
  return parseCsvForCheck(papa, file, { signal, onProgress });
}

function failureOf(message: Extract<CsvCheckWorkerMessage, { type: 'failed' }>): Error {
  return message.reason === 'not-utf-8' ? new CsvNotUtf8Error() : new Error(message.message);
}

function checkInWorker(file: Blob, options: CheckCsvFileOptions): Promise<CsvCheckReport> {
  const { signal, onProgress, onRunner } = options;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(csvCheckAbortError());
      return;
    }
    let worker: Worker;
    try {
      worker = new Worker(new URL('./csvCheck.worker.ts', import.meta.url), { type: 'module' });
    } catch {
      // A content security policy without worker-src, say: the check still runs, on this thread.
      checkOnMainThread(file, options).then(resolve, reject);
      return;
    }
    let started = false;
    const stop = () => {
      worker.terminate();
      signal?.removeEventListener('abort', onAbort);
    };
    const onAbort = () => {
      stop();
      reject(csvCheckAbortError());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.addEventListener('message', (event: MessageEvent<CsvCheckWorkerMessage>) => {
      const message = event.data;
      switch (message.type) {
        case 'started':
          started = true;
          onRunner?.('worker');
          break;
        case 'progress':
          onProgress?.({ fraction: message.fraction });
          break;
        case 'report':
          stop();
          resolve(message.report);
          break;
        case 'failed':
          stop();
          reject(failureOf(message));
          break;
      }
    });
    worker.addEventListener('error', (event) => {
      event.preventDefault();
      stop();
      // A worker script that could not load (not served, blocked) never started: check on this thread.
      if (started) reject(new Error(event.message || 'The file check stopped'));
      else checkOnMainThread(file, options).then(resolve, reject);
    });
    worker.addEventListener('messageerror', () => {
      stop();
      reject(new Error('The file check sent a report that could not be read'));
    });
    worker.postMessage({ file } satisfies CsvCheckRequest);
  });
}

/**
 * Checks a CSV file before upload (issue 5): every row, in a Web Worker so the page stays
 * responsive, or on the main thread where there are no workers (tests, old embedders). Resolves
 * with the report; rejects with an 'AbortError' DOMException when `signal` aborts, with
 * {@link CsvNotUtf8Error} for a file that is not UTF-8, and with an Error when the check fails.
 */
export function checkCsvFile(file: Blob, options: CheckCsvFileOptions = {}): Promise<CsvCheckReport> {
  return typeof Worker === 'undefined' ? checkOnMainThread(file, options) : checkInWorker(file, options);
}

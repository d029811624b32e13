// The check before upload, off the main thread (issue 5): papaparse and the row checks load here,
// in the worker's own chunk, only when a file is checked.
import Papa from 'papaparse';
import type { CsvCheckRequest, CsvCheckWorkerMessage } from './csvCheckProtocol';
import type { CsvCheckReport } from './csvCheckReport';
import { CsvNotUtf8Error, parseCsvForCheck } from './parseCsvForCheck';

function post(message: CsvCheckWorkerMessage, transfer: Transferable[] = []): void {
  self.postMessage(message, { transfer });
}

/** The typed arrays' buffers move to the page instead of being copied: a million problems are megabytes. */
function transferablesOf({ problems }: CsvCheckReport): Transferable[] {
  return [problems.rows.buffer, problems.columns.buffer, problems.failureIndexes.buffer, problems.valueStarts.buffer];
}

async function check({ file }: CsvCheckRequest): Promise<void> {
  post({ type: 'started' });
  try {
    const report = await parseCsvForCheck(Papa, file, { onProgress: ({ fraction }) => post({ type: 'progress', fraction }) });
    post({ type: 'report', report }, transferablesOf(report));
  } catch (error) {
    post({ type: 'failed', reason: error instanceof CsvNotUtf8Error ? 'not-utf-8' : 'error', message: String(error) });
  }
}

// One file per worker: the page terminates it when the report arrives or the check is cancelled.
self.addEventListener('message', (event: MessageEvent<CsvCheckRequest>) => void check(event.data), { once: true });

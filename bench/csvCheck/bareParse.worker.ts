// The baseline of the CSV-check bench: papaparse splitting the same file into rows, in a worker,
// with the check's settings (comma, pieces of csvCheckChunkSize) and nothing done with the rows.
import Papa from 'papaparse';
import { csvCheckChunkSize, csvLineEnd } from '../../packages/agency-screens/src/BulkUpload/csvCheck/parseCsvForCheck';

/** 'text': decoded as the check decodes it, then parsed; 'file': papaparse reading the File itself. */
export type BareParseMode = 'text' | 'file';

export interface BareParseRequest {
  readonly file: Blob;
  readonly mode: BareParseMode;
}

async function parseText(file: Blob): Promise<number> {
  const text = new TextDecoder('utf-8', { fatal: true }).decode(await file.arrayBuffer());
  let rows = 0;
  return new Promise((resolve) => {
    Papa.parse<string[]>(text, {
      delimiter: ',',
      newline: csvLineEnd(text),
      header: false,
      chunkSize: csvCheckChunkSize,
      chunk: (results: Papa.ParseResult<string[]>) => void (rows += results.data.length),
      complete: () => resolve(rows),
    });
  });
}

function parseFile(file: Blob): Promise<number> {
  let rows = 0;
  return new Promise((resolve, reject) => {
    Papa.parse<string[], File>(file as File, {
      delimiter: ',',
      chunkSize: csvCheckChunkSize,
      chunk: (results) => void (rows += results.data.length),
      complete: () => resolve(rows),
      error: reject,
    });
  });
}

self.addEventListener(
  'message',
  (event: MessageEvent<BareParseRequest>) => {
    const { file, mode } = event.data;
    (mode === 'text' ? parseText(file) : parseFile(file)).then(
      (rows) => self.postMessage({ rows }),
      (error: unknown) => self.postMessage({ error: String(error) }),
    );
  },
  { once: true },
);

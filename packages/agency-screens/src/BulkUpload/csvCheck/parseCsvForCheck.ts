import type * as Papa from 'papaparse';
import { createCsvCheckAccumulator, type CsvCheckAccumulator } from './csvCheckAccumulator';
import type { CsvCheckProgress, CsvCheckReport, CsvReadIssue } from './csvCheckReport';

/** The part of papaparse the check uses, passed in so that page code never imports papaparse statically. */
export type PapaParser = Pick<typeof Papa, 'parse'>;

/**
 * papaparse hands the rows over in pieces of this many characters. In bench/csvCheck, pieces of
 * 16 to 256 KiB and one piece for the whole file checked 10 MB equally fast (1 MiB was slower);
 * pieces keep one piece's rows in memory at a time and give progress something to report.
 */
export const csvCheckChunkSize = 64 * 1024;

/** Progress is reported at most this often, so a fast check does not flood the page with messages. */
export const csvCheckProgressIntervalMs = 50;

/** The file is not valid UTF-8 (an 'ANSI' CSV from Excel, say): Arabic text would be garbled on upload. */
export class CsvNotUtf8Error extends Error {
  override readonly name = 'CsvNotUtf8Error';
  constructor() {
    super('The file is not UTF-8 text');
  }
}

/** The rejection of a cancelled check, as fetch rejects: a DOMException named 'AbortError'. */
export function csvCheckAbortError(): DOMException {
  return new DOMException('The file check was cancelled', 'AbortError');
}

export interface ParseCsvForCheckOptions {
  readonly signal?: AbortSignal;
  readonly onProgress?: (progress: CsvCheckProgress) => void;
  /** @default csvCheckChunkSize */
  readonly chunkSize?: number;
}

async function readUtf8(file: Blob): Promise<string> {
  const bytes = await file.arrayBuffer();
  try {
    // Fatal, so a file in another encoding fails here instead of checking mojibake; the decoder
    // drops a leading byte-order mark.
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new CsvNotUtf8Error();
  }
}

/**
 * The file's line end, from the first one outside quotes (the header's): papaparse would guess it
 * from the first piece alone, which a small piece can end before reaching.
 */
export function csvLineEnd(text: string): '\r\n' | '\n' | '\r' {
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 34) quoted = !quoted;
    else if (!quoted && code === 10) return '\n';
    else if (!quoted && code === 13) return text.charCodeAt(index + 1) === 10 ? '\r\n' : '\r';
  }
  return '\r\n';
}

const NOT_BLANK = /\S/;

/** A row with nothing but whitespace (Excel writes ',,,' for an emptied row): skipped like a blank line. */
function isBlank(cells: readonly string[]): boolean {
  for (let index = 0; index < cells.length; index += 1) if (NOT_BLANK.test(cells[index] ?? '')) return false;
  return true;
}

const readIssueOf: Partial<Record<Papa.ParseError['code'], CsvReadIssue>> = {
  MissingQuotes: 'unclosed-quote',
  InvalidQuotes: 'stray-quote',
};

/** Feeds one piece of parsed rows to the accumulator, with the quote problems papaparse found in them. */
function addRows(accumulator: CsvCheckAccumulator, rows: readonly string[][], errors: readonly Papa.ParseError[]): void {
  // Errors name rows by index in this piece; one past the end is a partial row papaparse reads again
  // with the next piece, so it is reported then.
  const flagged = new Map<number, CsvReadIssue>();
  for (const error of errors) {
    const issue = readIssueOf[error.code];
    if (issue && error.row !== undefined && error.row < rows.length && !flagged.has(error.row)) flagged.set(error.row, issue);
  }
  for (let index = 0; index < rows.length; index += 1) {
    const cells = rows[index];
    if (!cells || isBlank(cells)) {
      accumulator.addBlankRow();
      continue;
    }
    accumulator.addRow(cells);
    const issue = flagged.size === 0 ? undefined : flagged.get(index);
    if (issue) accumulator.addReadProblem(issue);
  }
}

/**
 * The check before upload of one CSV file: reads it as UTF-8, has papaparse split it into rows
 * piece by piece (comma-separated, any line ends, quoted commas and line breaks), skips blank rows
 * and feeds the rest to the check. The worker and the main-thread fallback both run this.
 * Rejects with {@link CsvNotUtf8Error} for a file that is not UTF-8, and with an 'AbortError'
 * DOMException once `signal` aborts.
 */
export async function parseCsvForCheck(papa: PapaParser, file: Blob, { signal, onProgress, chunkSize = csvCheckChunkSize }: ParseCsvForCheckOptions = {}): Promise<CsvCheckReport> {
  if (signal?.aborted) throw csvCheckAbortError();
  const text = await readUtf8(file);
  if (signal?.aborted) throw csvCheckAbortError();
  const accumulator = createCsvCheckAccumulator();
  let lastProgressAt = performance.now();
  let aborted = false;
  return new Promise((resolve, reject) => {
    papa.parse<string[]>(text, {
      delimiter: ',',
      newline: csvLineEnd(text),
      header: false,
      chunkSize,
      chunk(results: Papa.ParseResult<string[]>, parser: Papa.Parser) {
        if (signal?.aborted) {
          aborted = true;
          parser.abort();
          return;
        }
        addRows(accumulator, results.data, results.errors);
        const now = performance.now();
        if (onProgress && now - lastProgressAt >= csvCheckProgressIntervalMs) {
          lastProgressAt = now;
          onProgress({ fraction: text.length === 0 ? 1 : Math.min(1, results.meta.cursor / text.length) });
        }
      },
      complete() {
        if (aborted || signal?.aborted) {
          reject(csvCheckAbortError());
          return;
        }
        try {
          const report = accumulator.finish();
          onProgress?.({ fraction: 1 });
          resolve(report);
        } catch (error) {
          reject(error);
        }
      },
    });
  });
}

import type { CsvCheckReport } from '../csvCheck/csvCheckReport';

/** Where the check before upload stands, as {@link CsvCheckPanel} shows it. */
export type CsvCheckState =
  /** The worker is reading the file; `fraction` (0 to 1) of its bytes are read. */
  | { readonly status: 'checking'; readonly fraction: number }
  | { readonly status: 'done'; readonly report: CsvCheckReport }
  /** The file could not be read at all (not text, the worker crashed). */
  | { readonly status: 'failed' };

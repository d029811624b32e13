import type { Messages } from '@marketplace/domain';
import type { CsvCheckReport } from '../csvCheck/csvCheckReport';
import { downloadBlob } from '../../shared/downloadBlob';

/**
 * 'Download rows with errors': the failing rows with their added errors column, as the worker
 * built them, saved as `<file>-errors.csv`. Does nothing when no row failed.
 */
export function downloadErrorRows(
  report: Pick<CsvCheckReport, 'errorCsv'>,
  fileName: string,
  messages: Messages['bulkUpload']['validation'],
): void {
  if (report.errorCsv === null) return;
  downloadBlob(messages.errorRowsFileName(fileName), report.errorCsv);
}

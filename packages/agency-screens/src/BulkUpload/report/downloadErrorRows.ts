import { en } from '@marketplace/domain';
import type { CsvCheckReport } from '../csvCheck/csvCheckReport';
import { downloadBlob } from '../../shared/downloadBlob';

/**
 * 'Download rows with errors': the failing rows with their added errors column, as the worker
 * built them, saved as `<file>-errors.csv`. Does nothing when no row failed.
 */
export function downloadErrorRows(report: Pick<CsvCheckReport, 'errorCsv'>, fileName: string): void {
  if (report.errorCsv === null) return;
  downloadBlob(en.bulkUpload.validation.errorRowsFileName(fileName), report.errorCsv);
}

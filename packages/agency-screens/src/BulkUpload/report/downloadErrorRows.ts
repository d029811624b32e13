import type { Messages } from '@marketplace/domain';
import type { CsvCheckReport } from '../csvCheck/csvCheckReport';
import { errorReportCsv } from './errorReportCsv';
import { downloadBlob } from '../../shared/downloadBlob';

type ValidationCopy = Messages['bulkUpload']['validation'];

/**
 * 'Download rows with errors': the failing rows under the file's header, as the worker built them,
 * saved as `<file>-errors.csv`, to fix and upload again. Does nothing when no row failed.
 */
export function downloadErrorRows(report: Pick<CsvCheckReport, 'errorCsv'>, fileName: string, messages: ValidationCopy): void {
  if (report.errorCsv === null) return;
  downloadBlob(messages.errorRowsFileName(fileName), report.errorCsv);
}

/** 'Download error report': what is wrong, problem by problem, saved as `<file>-error-report.csv`. Does nothing when no row failed. */
export function downloadErrorReport(report: Pick<CsvCheckReport, 'header' | 'problems' | 'errorRowCount'>, fileName: string, messages: ValidationCopy): void {
  if (report.problems.count === 0) return;
  downloadBlob(messages.errorReportFileName(fileName), errorReportCsv(report, fileName, messages));
}

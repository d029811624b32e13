import { enquiryCsvFileName, enquiryCsvTable, type Enquiry } from '@marketplace/domain';
import { downloadTextFile } from '../shared/downloadTextFile';

/** The CSV text of the enquiries shown, built by papaparse, which loads only when an export is asked for. */
export async function enquiriesCsvText(enquiries: readonly Enquiry[]): Promise<string> {
  const { unparse } = await import('papaparse');
  return unparse(enquiryCsvTable(enquiries), { newline: '\r\n' });
}

/** 'Export CSV': downloads the enquiries shown as `inquiries-YYYY-MM-DD.csv`. */
export async function exportEnquiriesCsv(enquiries: readonly Enquiry[], now: Date = new Date()): Promise<void> {
  downloadTextFile(enquiryCsvFileName(now), await enquiriesCsvText(enquiries), 'text/csv;charset=utf-8');
}

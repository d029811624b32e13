import { enquiryCsvFileName, enquiryCsvTable, type Enquiry } from '@marketplace/domain';

/** The CSV text of the enquiries shown, built by papaparse, which loads only when an export is asked for. */
export async function enquiriesCsvText(enquiries: readonly Enquiry[]): Promise<string> {
  const { unparse } = await import('papaparse');
  return unparse(enquiryCsvTable(enquiries), { newline: '\r\n' });
}

/** Hands a text file to the browser's download. */
export function downloadTextFile(fileName: string, text: string, type: string): void {
  // A byte-order mark so spreadsheet apps read the Arabic names as UTF-8.
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a turn later: some browsers read the URL only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** 'Export CSV': downloads the enquiries shown as `inquiries-YYYY-MM-DD.csv`. */
export async function exportEnquiriesCsv(enquiries: readonly Enquiry[], now: Date = new Date()): Promise<void> {
  downloadTextFile(enquiryCsvFileName(now), await enquiriesCsvText(enquiries), 'text/csv;charset=utf-8');
}

import { enquiryStatusLabels } from '../constants/enquiryStatus';
import { enquiriesMessages } from '../messages/enquiries.messages';
import { type Enquiry } from './enquiry.schema';

const columns = enquiriesMessages.csvColumns;

// A spreadsheet runs a cell that starts with =, +, -, @, tab or CR as a formula (CSV injection):
// '-1-1' opens as -2, and '+971 50 123 4567' as an error. Every such cell gets a leading apostrophe,
// phone numbers too: a visible apostrophe is better than a number computed or mangled (issue 13).
const formulaStart = /^[=+\-@\t\r]/;

/** A cell value made safe to open in a spreadsheet. */
export function csvSafeCell(value: string): string {
  return formulaStart.test(value) ? `'${value}` : value;
}

/** The export's header row. */
export const enquiryCsvHeader: readonly string[] = [
  columns.id,
  columns.name,
  columns.email,
  columns.phone,
  columns.status,
  columns.message,
  columns.note,
  columns.created,
  columns.propertyId,
  columns.projectId,
];

/** One enquiry as an export row, in header order; absent values are empty cells. */
export function enquiryCsvRow(enquiry: Enquiry): string[] {
  return [
    String(enquiry.id),
    enquiry.name,
    enquiry.email,
    enquiry.phone ?? '',
    enquiryStatusLabels[enquiry.status],
    enquiry.message ?? '',
    enquiry.note ?? '',
    enquiry.createdAt,
    enquiry.propertyId == null ? '' : String(enquiry.propertyId),
    enquiry.projectId == null ? '' : String(enquiry.projectId),
  ].map(csvSafeCell);
}

/** The 'Export CSV' table: header, then the enquiries currently shown, in the order shown. */
export function enquiryCsvTable(enquiries: readonly Enquiry[]): string[][] {
  return [[...enquiryCsvHeader], ...enquiries.map(enquiryCsvRow)];
}

/** The download's file name, dated by the day of export: `inquiries-2026-11-22.csv`. */
export function enquiryCsvFileName(exportedAt: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `inquiries-${exportedAt.getFullYear()}-${pad(exportedAt.getMonth() + 1)}-${pad(exportedAt.getDate())}.csv`;
}

import { en, formatCsvCell, propertyCsvColumns } from '@marketplace/domain';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { createCsvCheckAccumulator } from '../csvCheck/csvCheckAccumulator';
import { checkCsvRows } from './csvCheckStoryData';
import { errorReportCsv } from './errorReportCsv';

const copy = en.bulkUpload.validation;

function row(values: Partial<Record<string, string>>): string[] {
  const base: Record<string, string> = { name: 'Marina Heights 2BR', amount: '1850000', landArea: '1240', address: 'Dubai Marina, Dubai' };
  return propertyCsvColumns.map((column) => values[column] ?? base[column] ?? '');
}

async function readReport(blob: Blob): Promise<string[][]> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return Papa.parse<string[]>(new TextDecoder().decode(bytes.subarray(3)), { skipEmptyLines: true }).data;
}

describe('errorReportCsv', () => {
  it("lists each problem with its row in the chosen file and in the file of rows with errors, the numbering named in the header", async () => {
    const report = checkCsvRows([
      [...propertyCsvColumns],
      row({}),
      row({ amount: 'AED 900k', latitude: '95' }),
      null,
      row({ isSold: 'yes' }),
      row({}).slice(0, 37),
    ]);
    const lines = await readReport(errorReportCsv(report, 'listings.csv', copy));
    expect(lines[0]).toEqual([copy.errorReportRow('listings.csv'), copy.errorReportRow('listings-errors.csv'), copy.reportColumns.column, copy.reportColumns.problem, copy.reportColumns.value]);
    expect(lines.slice(1)).toEqual([
      ['3', '2', 'amount', copy.issues.number, 'AED 900k'],
      ['3', '2', 'latitude', copy.between(-90, 90), '95'],
      ['5', '3', 'isSold', copy.issues.boolean, 'yes'],
      ['6', '4', copy.wholeRow, copy.cellCount(37, 39), ''],
    ]);
  });

  it('leaves the second row empty for rows the capped error file does not hold, and guards values a spreadsheet would run', async () => {
    const rows = [row({ amount: '=1+1' }), row({ latitude: '-95' }), row({ amount: '@SUM(A1)' })];
    const bytes = (cells: readonly string[]) => new TextEncoder().encode(`${cells.map((cell) => formatCsvCell(cell)).join(',')}\r\n`).length;
    // Room for the byte-order mark, the header and the first failing row only.
    const accumulator = createCsvCheckAccumulator({ maxErrorCsvBytes: 3 + bytes(propertyCsvColumns) + bytes(rows[0] ?? []) });
    accumulator.addRow([...propertyCsvColumns]);
    for (const cells of rows) accumulator.addRow(cells);
    const report = accumulator.finish();
    expect(report.errorRowCount).toBe(1);
    const lines = await readReport(errorReportCsv(report, 'listings.csv', copy));
    expect(lines.slice(1).map(([fileRow, errorRow, , , value]) => [fileRow, errorRow, value])).toEqual([
      ['2', '2', "'=1+1"],
      ['3', '', "'-95"],
      ['4', '', "'@SUM(A1)"],
    ]);
  });
});

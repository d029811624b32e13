import { propertyCsvColumns } from '@marketplace/domain';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { createCsvCheckAccumulator } from './csvCheckAccumulator';
import { readCsvProblem } from './csvCheckReport';

function row(values: Partial<Record<string, string>>): string[] {
  const base: Record<string, string> = { name: 'Marina Heights 2BR', amount: '1850000', landArea: '1240', address: 'Dubai Marina, Dubai' };
  return propertyCsvColumns.map((column) => values[column] ?? base[column] ?? '');
}

function run(rows: readonly (readonly string[])[]) {
  const accumulator = createCsvCheckAccumulator();
  for (const cells of rows) accumulator.addRow(cells);
  return accumulator.finish();
}

describe('createCsvCheckAccumulator', () => {
  it('passes a good file: no problems, no error file, a preview of the first rows', () => {
    const report = run([[...propertyCsvColumns], row({}), row({ name: 'برج خليفة' })]);
    expect(report.headerCheck).toEqual({ ok: true });
    expect(report.rowCount).toBe(2);
    expect(report.invalidRowCount).toBe(0);
    expect(report.problems.count).toBe(0);
    expect(report.errorCsv).toBeNull();
    expect(report.previewRows.map(({ row, cells }) => [row, cells[0]])).toEqual([
      [2, 'Marina Heights 2BR'],
      [3, 'برج خليفة'],
    ]);
  });

  it('lists every problem by spreadsheet row and column, with the value', () => {
    const report = run([[...propertyCsvColumns], row({}), row({ amount: 'AED 900k', latitude: '95' }), row({ isSold: 'yes' })]);
    expect(report.invalidRowCount).toBe(2);
    expect(Array.from({ length: report.problems.count }, (_, index) => readCsvProblem(report, index))).toEqual([
      { row: 3, column: 'amount', failure: { ok: false, issue: 'number' }, value: 'AED 900k' },
      { row: 3, column: 'latitude', failure: { ok: false, issue: 'range', min: -90, max: 90 }, value: '95' },
      { row: 4, column: 'isSold', failure: { ok: false, issue: 'boolean' }, value: 'yes' },
    ]);
    expect(report.problems.failures).toHaveLength(3);
  });

  it('keeps one copy of each distinct failure however often it occurs', () => {
    const rows = [[...propertyCsvColumns], ...Array.from({ length: 3000 }, () => row({ amount: 'x' }))];
    const report = run(rows);
    expect(report.problems.count).toBe(3000);
    expect(report.problems.failures).toEqual([{ ok: false, issue: 'number' }]);
    expect(readCsvProblem(report, 2999)).toMatchObject({ row: 3001, column: 'amount', value: 'x' });
  });

  it("writes the failing rows, as read, under the file's own header and nothing else, into a UTF-8 CSV with a byte-order mark", async () => {
    const report = run([[...propertyCsvColumns], row({}), row({ address: '', description: 'Sea view, "high floor"\nmaid room' })]);
    const bytes = new Uint8Array((await report.errorCsv?.arrayBuffer()) ?? new ArrayBuffer(0));
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const parsed = Papa.parse<string[]>(new TextDecoder().decode(bytes), { skipEmptyLines: true }).data;
    expect(parsed[0]).toEqual([...propertyCsvColumns]);
    expect(parsed).toHaveLength(2);
    expect(parsed[1]).toEqual(row({ address: '', description: 'Sea view, "high floor"\nmaid room' }));
    expect(report.errorRowCount).toBe(1);
  });

  it('gives an error file that, once its rows are fixed, passes the check: the same columns as the template', async () => {
    const report = run([[...propertyCsvColumns], row({ amount: 'AED 900k' }), row({}), row({ isSold: 'yes', name: 'Creek Loft' })]);
    const text = (await report.errorCsv?.text()) ?? '';
    const fixed = text.replace('AED 900k', '900000').replace(',yes,', ',TRUE,');
    const rows = Papa.parse<string[]>(fixed, { skipEmptyLines: true }).data.map((cells, index) => (index === 0 ? cells.map((cell) => cell.replace('\uFEFF', '')) : cells));
    const again = run(rows);
    expect(again.headerCheck).toEqual({ ok: true });
    expect(again.rowCount).toBe(2);
    expect(again.problems.count).toBe(0);
  });

  it('stops adding rows to the error file before it would pass the upload limit, and says how many it holds', async () => {
    const report = createCsvCheckAccumulator({ maxErrorCsvBytes: 2000 });
    report.addRow([...propertyCsvColumns]);
    for (let index = 0; index < 40; index += 1) report.addRow(row({ amount: `bad ${index}` }));
    const result = report.finish();
    expect(result.invalidRowCount).toBe(40);
    expect(result.errorCsv?.size).toBeLessThanOrEqual(2000);
    expect(result.errorRowCount).toBeGreaterThan(0);
    expect(result.errorRowCount).toBeLessThan(40);
    const parsed = Papa.parse<string[]>((await result.errorCsv?.text()) ?? '', { skipEmptyLines: true }).data;
    expect(parsed.slice(1).map((cells) => cells[1])).toEqual(Array.from({ length: result.errorRowCount }, (_, index) => `bad ${index}`));
  });

  it('reports a wrong header and checks no row, but still counts and previews', () => {
    const header = propertyCsvColumns.filter((column) => column !== 'roi');
    const report = run([header, header.map(() => 'x')]);
    expect(report.headerCheck).toEqual({ ok: false, reason: 'missing-columns', missing: ['roi'] });
    expect(report.rowCount).toBe(1);
    expect(report.previewRows).toHaveLength(1);
    expect(report.problems.count).toBe(0);
  });

  it('reads an empty file as one without the header', () => {
    expect(run([]).headerCheck).toMatchObject({ ok: false, reason: 'missing-columns' });
  });
});

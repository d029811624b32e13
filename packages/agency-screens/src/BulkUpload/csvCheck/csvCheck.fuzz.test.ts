import { formatCsvCell, propertyCsvColumns, propertyCsvTemplateRows, utf8ByteOrderMark } from '@marketplace/domain';
import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { checkCsvFile } from './checkCsvFile';
import { createCsvCheckAccumulator } from './csvCheckAccumulator';
import { csvPreviewRowCount, csvProblemValueMaxLength, readCsvProblem, type CsvCheckReport } from './csvCheckReport';
import { CsvNotUtf8Error, parseCsvForCheck } from './parseCsvForCheck';

// Property-based: the check before upload reads any file an agent picks, so no text, row or byte
// sequence may make it throw, and its report keeps its documented shape (issue 19). The cell rules
// themselves are fuzzed in the domain (propertyCsvRow.fuzz.test.ts); these feed whole files.
// fast-check prints the seed and the shrunk file of a failure; pass them back as { seed, path }.

const sampleRows = propertyCsvTemplateRows('new').slice(1);

// What breaks a CSV reader or the report built from it: separators and quotes inside cells, every
// line end, a byte-order mark in mid-file, NUL, a lone surrogate (not encodable as UTF-8), Arabic.
const csvSpecial = fc.constantFrom(',', '"', '""', '\r\n', '\n', '\r', '\ufeff', '\u0000', '\ud800', ' ', '\u00a0', 'برج', '٣', '😀', 'TRUE', '1/31/2024', '95', '-', '.');
const cell: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.string({ unit: fc.oneof(csvSpecial, fc.string({ minLength: 1, maxLength: 1 })), maxLength: 12 }), weight: 4 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 12 }), weight: 2 },
  { arbitrary: fc.constantFrom(...sampleRows.flat()), weight: 3 },
  { arbitrary: fc.constantFrom('', '   ', 'x'.repeat(300), '9'.repeat(400)), weight: 1 },
);

const columnNames: string[] = [...propertyCsvColumns];
const header: fc.Arbitrary<string[]> = fc.oneof(
  { arbitrary: fc.constant(columnNames), weight: 4 },
  { arbitrary: fc.shuffledSubarray(columnNames, { minLength: 36 }), weight: 1 },
  { arbitrary: fc.array(cell, { minLength: 1, maxLength: 3 }).map((extra) => [...columnNames, ...extra]), weight: 1 },
  { arbitrary: fc.array(cell, { maxLength: 6 }), weight: 1 },
);

/** A data row: a template sample with some cells replaced, a row of any cells, too short or too long, or blank. */
const dataRow: fc.Arbitrary<string[]> = fc.oneof(
  {
    arbitrary: fc
      .tuple(fc.constantFrom(...sampleRows), fc.array(fc.tuple(fc.nat({ max: propertyCsvColumns.length - 1 }), cell), { maxLength: 6 }))
      .map(([row, changes]) => {
        const changed = [...row];
        for (const [index, value] of changes) changed[index] = value;
        return changed;
      }),
    weight: 5,
  },
  { arbitrary: fc.array(cell, { maxLength: 45 }), weight: 2 },
  { arbitrary: fc.constantFrom<string[]>([''], ['', '', ''], [' ', '\t']), weight: 1 },
);

const rows = fc.tuple(header, fc.array(dataRow, { maxLength: 12 })).map(([first, rest]) => [first, ...rest]);

/** Everything the report promises of itself, whatever file it came from. */
function expectReportShape(report: CsvCheckReport): void {
  expect(report.rowCount).toBeGreaterThanOrEqual(report.invalidRowCount);
  expect(report.invalidRowCount).toBeGreaterThanOrEqual(0);
  expect(report.errorRowCount).toBeLessThanOrEqual(report.invalidRowCount);
  expect(report.errorCsv === null).toBe(report.invalidRowCount === 0);
  expect(report.previewRows.length).toBe(Math.min(csvPreviewRowCount, report.rowCount));
  for (const [index, { row }] of report.previewRows.entries()) expect(row).toBeGreaterThan(index === 0 ? 1 : (report.previewRows[index - 1]?.row ?? 0));
  for (const name of report.header) expect(name).toBe(name.trim());
  if (!report.headerCheck.ok) expect(report.problems.count).toBe(0);
  expect(report.problems.count).toBeGreaterThanOrEqual(report.invalidRowCount);
  const { problems } = report;
  expect([problems.rows.length, problems.columns.length, problems.failureIndexes.length, problems.valueStarts.length]).toEqual([
    problems.count,
    problems.count,
    problems.count,
    problems.count + 1,
  ]);
  let lastRow = 0;
  for (let index = 0; index < problems.count; index += 1) {
    const problem = readCsvProblem(report, index);
    expect(problem.row).toBeGreaterThanOrEqual(Math.max(2, lastRow));
    lastRow = problem.row;
    expect(problem.column === null).toBe(problem.failure.issue === 'cell-count');
    if (problem.column !== null) expect(report.header).toContain(problem.column);
    else expect(problem.value).toBe('');
    expect(problem.value.length).toBeLessThanOrEqual(csvProblemValueMaxLength);
  }
  for (const { row, issue } of report.readProblems) {
    expect(row).toBeGreaterThanOrEqual(1);
    expect(['unclosed-quote', 'stray-quote']).toContain(issue);
  }
}

/** The file's text as a spreadsheet or a hand-edited file may write the rows: quoted properly or not, any line end. */
const csvText = fc
  .tuple(rows, fc.constantFrom('\r\n', '\n', '\r'), fc.boolean(), fc.boolean(), fc.constantFrom('proper', 'raw'))
  .map(([cells, lineEnd, byteOrderMark, finalLineEnd, quoting]) => {
    const lines = cells.map((row) => row.map((value) => (quoting === 'proper' ? formatCsvCell(value) : value)).join(','));
    return `${byteOrderMark ? utf8ByteOrderMark : ''}${lines.join(lineEnd)}${finalLineEnd ? lineEnd : ''}`;
  });

describe('the check before upload, fuzzed over whole files', () => {
  it('never throws on rows of any cells, and its report keeps its shape', () => {
    fc.assert(
      fc.property(rows, fc.array(fc.nat({ max: 14 }), { maxLength: 3 }), (fileRows, blankAt) => {
        const accumulator = createCsvCheckAccumulator();
        fileRows.forEach((cells, index) => {
          if (blankAt.includes(index)) accumulator.addBlankRow();
          accumulator.addRow(cells);
        });
        const report = accumulator.finish();
        expectReportShape(report);
        expect(report.rowCount).toBe(fileRows.length - 1);
      }),
      { numRuns: 150 },
    );
  });

  it('checks any text as a file without throwing, read in pieces of any size', async () => {
    await fc.assert(
      fc.asyncProperty(csvText, fc.constantFrom(7, 100, undefined), async (text, chunkSize) => {
        const report = await parseCsvForCheck(Papa, new Blob([text]), { chunkSize });
        expectReportShape(report);
      }),
      { numRuns: 60 },
    );
  });

  it('reads properly quoted rows back exactly as written, blank rows skipped, whatever the line end', async () => {
    // A cell's lone surrogate becomes U+FFFD in the UTF-8 file, as a spreadsheet would write it.
    const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
    const written = (cells: readonly string[]) => cells.map((value) => value.replace(loneSurrogate, '\ufffd'));
    const blank = (cells: readonly string[]) => cells.every((value) => value.trim() === '');
    await fc.assert(
      fc.asyncProperty(rows, fc.constantFrom('\r\n', '\n', '\r'), fc.constantFrom(7, undefined), async (fileRows, lineEnd, chunkSize) => {
        const text = `${utf8ByteOrderMark}${fileRows.map((row) => row.map(formatCsvCell).join(',')).join(lineEnd)}${lineEnd}`;
        const report = await parseCsvForCheck(Papa, new Blob([text]), { chunkSize });
        const kept = fileRows.filter((cells) => !blank(cells)).map(written);
        const [first, ...data] = kept;
        expect(report.header).toEqual((first ?? []).map((value) => value.trim()));
        expect(report.rowCount).toBe(data.length);
        expect(report.previewRows.map(({ cells }) => cells)).toEqual(data.slice(0, csvPreviewRowCount));
        expect(report.readProblems).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });

  it('checks any bytes as a file: a report, or CsvNotUtf8Error for bytes that are not UTF-8', async () => {
    const bytes = fc.oneof(fc.uint8Array({ maxLength: 200 }), csvText.map((text) => new TextEncoder().encode(text)));
    await fc.assert(
      fc.asyncProperty(bytes, async (content) => {
        const outcome = await checkCsvFile(new Blob([new Uint8Array(content)])).then(
          (report) => report,
          (error: unknown) => error,
        );
        if (outcome instanceof CsvNotUtf8Error) return;
        expectReportShape(outcome as CsvCheckReport);
      }),
      { numRuns: 60 },
    );
  });
});

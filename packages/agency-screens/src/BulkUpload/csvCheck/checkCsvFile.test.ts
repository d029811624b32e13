import { csvUploadLimits, formatCsvCell, formatCsvText, propertyCsvColumns, propertyCsvTemplateRows } from '@marketplace/domain';
import { createSeedData } from '@marketplace/domain/fixtures';
import Papa from 'papaparse';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkCsvFile, type CsvCheckRunner } from './checkCsvFile';
import { readCsvProblem, type CsvCheckReport } from './csvCheckReport';
import { createCsvSample } from './csvCheckSamples';
import { CsvNotUtf8Error, parseCsvForCheck } from './parseCsvForCheck';

// jsdom has no Worker, so checkCsvFile runs the main-thread fallback: the same parseCsvForCheck the
// worker runs (the worker itself is tested in the browser: csvCheck.stories.tsx).

const properties = createSeedData().properties.map(({ property }) => property);

/** The new-properties template: 39 columns, an Arabic row, quoted commas; one description gets a line break. */
function templateRows(): string[][] {
  const rows = propertyCsvTemplateRows('new');
  const description = propertyCsvColumns.indexOf('description');
  const second = rows[2];
  if (second) second[description] = `${second[description] ?? ''}\r\nسطر ثان, "مقتبس"`;
  return rows;
}

const csvFile = (text: string | Uint8Array<ArrayBuffer>) => new File([text], 'properties.csv', { type: 'text/csv' });

function problemsOf(report: CsvCheckReport) {
  return Array.from({ length: report.problems.count }, (_, index) => readCsvProblem(report, index));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('checkCsvFile on the main thread (no Worker)', () => {
  it('reads a byte-order mark, CRLF line ends, quoted commas and line breaks and Arabic text exactly', async () => {
    const rows = templateRows();
    const runners: CsvCheckRunner[] = [];
    const report = await checkCsvFile(csvFile(formatCsvText(rows, { byteOrderMark: true })), { onRunner: (runner) => runners.push(runner) });
    expect(runners).toEqual(['main-thread']);
    expect(report.header).toEqual([...propertyCsvColumns]);
    expect(report.headerCheck).toEqual({ ok: true });
    expect(report.rowCount).toBe(3);
    expect(report.problems.count).toBe(0);
    expect(report.readProblems).toEqual([]);
    expect(report.errorCsv).toBeNull();
    expect(report.previewRows).toEqual(rows.slice(1).map((cells, index) => ({ row: index + 2, cells })));
    expect(report.previewRows.some(({ cells }) => cells.some((cell) => /[\u0600-\u06FF]/.test(cell)))).toBe(true);
  });

  it('reads LF line ends and no byte-order mark the same way', async () => {
    const rows = templateRows();
    const crlf = await checkCsvFile(csvFile(formatCsvText(rows, { byteOrderMark: true })));
    const lf = await checkCsvFile(csvFile(formatCsvText(rows).replaceAll('\r\n', '\n')));
    expect(lf.previewRows.map(({ cells }) => cells.map((cell) => cell.replaceAll('\r\n', '\n')))).toEqual(
      crlf.previewRows.map(({ cells }) => cells.map((cell) => cell.replaceAll('\r\n', '\n'))),
    );
    expect(lf.rowCount).toBe(crlf.rowCount);
  });

  it('finds every wrong cell of a file built from fixture properties, by spreadsheet row and column', async () => {
    const sample = createCsvSample(properties, { rowCount: 300, faultEvery: 20 });
    const report = await checkCsvFile(csvFile(sample.text));
    expect(report.rowCount).toBe(300);
    expect(sample.faults).toHaveLength(15);
    expect(report.invalidRowCount).toBe(15);
    expect(problemsOf(report).map(({ row, column, value }) => ({ row, column, value }))).toEqual(sample.faults);
    const errorRows = Papa.parse<string[]>(await (report.errorCsv ?? new Blob()).text(), { skipEmptyLines: true }).data;
    expect(errorRows).toHaveLength(16);
    expect(errorRows[0]).toEqual([...propertyCsvColumns]);
  });

  it('never writes an error file over the 10 MB upload limit, though every row of a 10 MB file fails', async () => {
    // LF line ends and no byte-order mark: the error file's CRLF and mark would make it larger than the file.
    const probe = createCsvSample(properties, { rowCount: 100, faultEvery: 1, lineEnd: '\n', byteOrderMark: false });
    const rowCount = Math.floor((csvUploadLimits.maxFileBytes / new Blob([probe.text]).size) * 100) - 1;
    const sample = createCsvSample(properties, { rowCount, faultEvery: 1, lineEnd: '\n', byteOrderMark: false });
    const file = csvFile(sample.text);
    expect(file.size).toBeLessThanOrEqual(csvUploadLimits.maxFileBytes);
    const report = await checkCsvFile(file);
    expect(report.invalidRowCount).toBe(rowCount);
    expect(report.errorCsv?.size).toBeLessThanOrEqual(csvUploadLimits.maxFileBytes);
    expect(report.errorRowCount).toBeLessThan(rowCount);
    expect(report.errorRowCount).toBeGreaterThan(rowCount * 0.9);
  }, 60_000);

  it('skips blank lines and emptied rows, yet numbers rows as a spreadsheet does', async () => {
    const [header = [], first = [], second = []] = templateRows();
    const wrong = [...second];
    wrong[propertyCsvColumns.indexOf('isSold')] = 'yes';
    const blank = header.map(() => '');
    const text = formatCsvText([header, first, blank, wrong]);
    const report = await checkCsvFile(csvFile(`\r\n${text}\r\n  \r\n`));
    expect(report.rowCount).toBe(2);
    expect(report.headerCheck).toEqual({ ok: true });
    expect(problemsOf(report)).toEqual([{ row: 5, column: 'isSold', failure: { ok: false, issue: 'boolean' }, value: 'yes' }]);
    expect(report.previewRows.map(({ row }) => row)).toEqual([3, 5]);
  });

  it('reports a quote that never closes at the row where it opens, which swallowed the rest of the file', async () => {
    const rows = templateRows();
    const last = rows.at(-1) ?? [];
    const cells = (from: number, to?: number) => last.slice(from, to).map(formatCsvCell).join(',');
    const text = `${formatCsvText(rows.slice(0, -1))}${cells(0, 30)},"never closed,${cells(31)}\r\n`;
    const report = await checkCsvFile(csvFile(text));
    expect(report.readProblems).toEqual([{ row: 4, issue: 'unclosed-quote' }]);
    expect(report.rowCount).toBe(3);
    expect(problemsOf(report)).toEqual([{ row: 4, column: null, failure: { ok: false, issue: 'cell-count', expected: 39, found: 31 }, value: '' }]);
  });

  it('reports a quote opened in mid-file at its row, though later quotes pair with it', async () => {
    const rows = templateRows();
    const name = rows[2]?.[0] ?? '';
    const report = await checkCsvFile(csvFile(formatCsvText(rows).replace(`\r\n${name},`, `\r\n"${name},`)));
    expect(report.readProblems[0]).toMatchObject({ row: 3 });
    expect(problemsOf(report)[0]).toMatchObject({ row: 3, column: null, failure: { issue: 'cell-count' } });
  });

  it('reports text after a closing quote, and still checks that row', async () => {
    const rows = templateRows();
    const text = formatCsvText(rows);
    const address = rows[1]?.[3] ?? '';
    const report = await checkCsvFile(csvFile(text.replace(`"${address}"`, `"${address}" (Tower 1)`)));
    expect(report.readProblems).toEqual([{ row: 2, issue: 'stray-quote' }]);
    expect(report.rowCount).toBe(3);
    expect(report.previewRows[0]?.cells[3]).toContain('(Tower 1)');
  });

  it('refuses a file that is not UTF-8 (Arabic saved as Windows-1256)', async () => {
    const header = new TextEncoder().encode(`${propertyCsvColumns.join(',')}\r\n`);
    const windows1256Arabic = Uint8Array.of(0xc8, 0xd1, 0xcc, 0x2c, 0x31, 0x0d, 0x0a);
    await expect(checkCsvFile(csvFile(new Uint8Array([...header, ...windows1256Arabic])))).rejects.toBeInstanceOf(CsvNotUtf8Error);
  });

  it('reads an empty file as one without its header', async () => {
    const report = await checkCsvFile(csvFile(''));
    expect(report.headerCheck).toMatchObject({ ok: false, reason: 'missing-columns' });
    expect(report.rowCount).toBe(0);
  });

  it('reports progress that only grows and ends at 1', async () => {
    const fractions: number[] = [];
    await checkCsvFile(csvFile(createCsvSample(properties, { rowCount: 50 }).text), { onProgress: ({ fraction }) => fractions.push(fraction) });
    expect(fractions.at(-1)).toBe(1);
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
  });

  it('rejects with an AbortError, before or during the check, and reports nothing after', async () => {
    const before = new AbortController();
    before.abort();
    await expect(checkCsvFile(csvFile('name\r\n'), { signal: before.signal })).rejects.toMatchObject({ name: 'AbortError' });

    // A clock that moves 100 ms per reading, so every piece reports progress; the first report cancels.
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 100));
    const during = new AbortController();
    const onProgress = vi.fn(() => during.abort());
    const file = csvFile(createCsvSample(properties, { rowCount: 400 }).text);
    const error: unknown = await parseCsvForCheck(Papa, file, { signal: during.signal, onProgress, chunkSize: 4096 }).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(DOMException);
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(onProgress).toHaveBeenCalledTimes(1);
  });
});

describe('parseCsvForCheck in small pieces', () => {
  it('reads the same rows when pieces split Arabic text, quoted commas and quoted line breaks', async () => {
    const rows = templateRows();
    const file = csvFile(formatCsvText(rows, { byteOrderMark: true }));
    let now = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (now += 100));
    const fractions: number[] = [];
    const pieces = await parseCsvForCheck(Papa, file, { chunkSize: 7, onProgress: ({ fraction }) => fractions.push(fraction) });
    expect(pieces.previewRows).toEqual(rows.slice(1).map((cells, index) => ({ row: index + 2, cells })));
    expect(pieces.problems.count).toBe(0);
    expect(fractions.length).toBeGreaterThan(10);
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
    expect(fractions.at(-1)).toBe(1);
  });
});

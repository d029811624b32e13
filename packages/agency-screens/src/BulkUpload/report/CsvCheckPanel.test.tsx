import { describePropertyCsvFailure, en, propertyCsvColumns } from '@marketplace/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CsvCheckReport } from '../csvCheck/csvCheckReport';
import { CsvCheckPanel, type CsvCheckPanelProps } from './CsvCheckPanel';
import {
  blankRowsReport,
  checkCsvRows,
  cleanReport,
  manyProblemsReport,
  missingColumnsReport,
  noRowsReport,
  seededCsvRows,
  typicalReport,
  wrongColumnCountReport,
} from './csvCheckStoryData';
import { csvProblemPageCount, csvProblemPageSize } from './csvProblemPage';

const copy = en.bulkUpload.validation;

function renderPanel(state: CsvCheckPanelProps['state']) {
  const onDownloadErrorRows = vi.fn();
  const onDownloadErrorReport = vi.fn();
  const panel = (next: CsvCheckPanelProps['state']) => (
    <CsvCheckPanel state={next} fileName="listings.csv" onDownloadErrorRows={onDownloadErrorRows} onDownloadErrorReport={onDownloadErrorReport} />
  );
  const utils = render(panel(state));
  return {
    onDownloadErrorRows,
    onDownloadErrorReport,
    rerenderWith: (next: CsvCheckPanelProps['state']) => utils.rerender(panel(next)),
  };
}

const done = (report: CsvCheckReport) => ({ status: 'done', report }) as const;

/** The problem table's body rows, each as its four cells' text. */
function problemRows(): string[][] {
  const table = screen.getByRole('grid', { name: copy.reportTitle });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('[role="rowheader"], [role="gridcell"]')].map((cell) => cell.textContent ?? ''));
}

/** Three rows: a blank name, a row two cells short, and a clean one. */
function smallReport(): CsvCheckReport {
  const rows = seededCsvRows(3);
  const [first, second, third] = rows as [string[], string[], string[]];
  first[propertyCsvColumns.indexOf('name')] = '';
  return checkCsvRows([[...propertyCsvColumns], first, second.slice(0, propertyCsvColumns.length - 2), third]);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CsvCheckPanel', () => {
  it('shows the progress as a percentage and says the file is being checked', () => {
    renderPanel({ status: 'checking', fraction: 0.42 });
    expect(screen.getByRole('progressbar', { name: copy.checkingLabel })).toHaveAttribute('aria-valuetext', '42%');
    expect(screen.getByText('42%')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(copy.checking);
  });

  it('speaks the outcome in the same live region that said it was checking', () => {
    const { rerenderWith } = renderPanel({ status: 'checking', fraction: 0.9 });
    const status = screen.getByRole('status');
    rerenderWith(done(cleanReport()));
    expect(screen.getByRole('status')).toBe(status);
    expect(status).toHaveTextContent(copy.noProblems(12));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('says every row looks good, with no download and no problem table, when nothing is wrong', () => {
    renderPanel(done(cleanReport()));
    expect(screen.getByRole('status')).toHaveTextContent('All 12 rows look good.');
    expect(screen.queryByRole('button', { name: copy.downloadErrorRows })).not.toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });

  it('says the file has no rows, and shows no preview, when only the header is there', () => {
    renderPanel(done(noRowsReport()));
    expect(screen.getByRole('status')).toHaveTextContent(copy.noRows);
    expect(screen.queryByRole('region', { name: copy.previewTitle })).not.toBeInTheDocument();
  });

  it('counts the problems, says the file can still be uploaded, and offers the failing rows', async () => {
    const report = typicalReport();
    const { onDownloadErrorRows } = renderPanel(done(report));
    expect(screen.getByRole('status')).toHaveTextContent(copy.problemsFound(report.problems.count, report.invalidRowCount));
    expect(screen.getByRole('status')).toHaveTextContent(copy.uploadAnyway);
    expect(screen.getByText('listings-errors.csv')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: copy.downloadErrorRows }));
    expect(onDownloadErrorRows).toHaveBeenCalledOnce();
  });

  it('offers the rows with errors to fix and upload again, and the error report apart, each with its file name', async () => {
    const { onDownloadErrorRows, onDownloadErrorReport } = renderPanel(done(typicalReport()));
    expect(screen.getByText(copy.errorRowsHint)).toBeVisible();
    expect(screen.getByText('listings-error-report.csv')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: copy.downloadErrorReport }));
    expect(onDownloadErrorReport).toHaveBeenCalledOnce();
    expect(onDownloadErrorRows).not.toHaveBeenCalled();
    expect(screen.queryByText(copy.errorRowsCapped(typicalReport().errorRowCount, typicalReport().invalidRowCount, 10))).not.toBeInTheDocument();
  });

  it('says when the file of rows with errors holds only the first rows, to stay within 10MB', () => {
    const report = { ...typicalReport(), errorRowCount: 3 };
    renderPanel(done(report));
    expect(screen.getByText(copy.errorRowsCapped(3, report.invalidRowCount, 10))).toBeVisible();
  });

  it('lists each problem by row and column, with the value as written', () => {
    renderPanel(done(typicalReport()));
    expect(screen.getAllByRole('columnheader').slice(0, 4).map((header) => header.textContent)).toEqual(['Row', 'Column', 'Problem', 'Value']);
    // The fourth data row (spreadsheet row 5) has an ISO handover date; the seventh, a formatted price.
    expect(problemRows()).toContainEqual(['5', 'handoverDate', copy.issues.date, '2026-01-31']);
    expect(problemRows()).toContainEqual(['8', 'amount', copy.issues.number, 'AED 1,2M']);
    expect(problemRows()).toContainEqual(['10', 'latitude', copy.between(-90, 90), '95']);
  });

  it("names a row-level problem 'Whole row' with no value, and shows a blank cell as '(empty)'", () => {
    renderPanel(done(smallReport()));
    expect(problemRows()).toEqual([
      ['2', 'name', copy.issues.required, '(empty)'],
      ['3', copy.wholeRow, copy.cellCount(propertyCsvColumns.length - 2, propertyCsvColumns.length), ''],
    ]);
    expect(screen.queryByRole('navigation', { name: en.common.pagination })).not.toBeInTheDocument();
  });

  it('shows 25 problems a page and pages through them', async () => {
    const report = manyProblemsReport();
    const pages = csvProblemPageCount(report);
    renderPanel(done(report));
    expect(problemRows()).toHaveLength(25);
    expect(screen.getByText(en.common.pageOf(1, pages))).toBeInTheDocument();
    const lastOnFirst = Number(problemRows().at(-1)?.[0]);

    await userEvent.click(screen.getByRole('button', { name: en.common.nextPage }));
    expect(screen.getByText(en.common.pageOf(2, pages))).toBeInTheDocument();
    expect(problemRows()).toHaveLength(csvProblemPageSize);
    expect(Number(problemRows()[0]?.[0])).toBeGreaterThanOrEqual(lastOnFirst);

    await userEvent.click(screen.getByRole('button', { name: en.common.goToPage(pages) }));
    const last = problemRows();
    expect(last).toHaveLength(report.problems.count - (pages - 1) * csvProblemPageSize);
    expect(Number(last.at(-1)?.[0])).toBe(report.rowCount + 1);
  });

  it('goes back to the first page when another file is checked', async () => {
    const { rerenderWith } = renderPanel(done(manyProblemsReport()));
    await userEvent.click(screen.getByRole('button', { name: en.common.nextPage }));
    rerenderWith(done(checkCsvRows([[...propertyCsvColumns], ...seededCsvRows(200, [{ every: 1, column: 'amount', value: 'x' }])])));
    expect(screen.getByText(en.common.pageOf(1, 8))).toBeInTheDocument();
    expect(problemRows()[0]).toEqual(['2', 'amount', copy.issues.number, 'x']);
  });

  it("alerts the spec's missing-columns message and does not check the rows", () => {
    renderPanel(done(missingColumnsReport()));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Missing required columns: landArea, roi');
    expect(alert).toHaveTextContent(copy.headerFirst);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: copy.downloadErrorRows })).not.toBeInTheDocument();
  });

  it("alerts the spec's column-count message", () => {
    renderPanel(done(wrongColumnCountReport()));
    expect(screen.getByRole('alert')).toHaveTextContent('Expected 39 columns, but found 40. Please use the template file.');
    expect(screen.getByRole('alert')).toHaveTextContent(copy.headerFirst);
  });

  it('says where quotes do not pair up, the first five rows and how many more', () => {
    const readProblems = [7, 9, 11, 13, 15, 17, 19].map((row, index) => ({ row, issue: index === 1 ? 'stray-quote' : 'unclosed-quote' }) as const);
    renderPanel(done({ ...cleanReport(), readProblems }));
    expect(screen.getByText(copy.readProblemsTitle)).toBeInTheDocument();
    expect(screen.getByText(copy.unclosedQuote(7))).toBeInTheDocument();
    expect(screen.getByText(copy.strayQuote(9))).toBeInTheDocument();
    expect(screen.getByText(copy.unclosedQuote(15))).toBeInTheDocument();
    expect(screen.queryByText(copy.unclosedQuote(17))).toBeNull();
    expect(screen.getByText(copy.moreReadProblems(2))).toBeInTheDocument();
  });

  it('alerts that the file could not be read', () => {
    renderPanel({ status: 'failed' });
    expect(screen.getByRole('alert')).toHaveTextContent(copy.checkFailed);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('previews the first rows under all 39 columns in a focusable scrolling region', async () => {
    renderPanel(done(typicalReport()));
    const region = screen.getByRole('region', { name: copy.previewTitle });
    const table = within(region).getByRole('table', { name: copy.previewCaption(5, 30) });
    const headers = within(table).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual([copy.reportColumns.row, ...propertyCsvColumns]);
    expect(within(table).getAllByRole('row')).toHaveLength(6);

    await userEvent.tab();
    expect(screen.getByRole('button', { name: copy.downloadErrorRows })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: copy.downloadErrorReport })).toHaveFocus();
    await userEvent.tab();
    // The problem grid takes one tab stop, then the preview's frame.
    await userEvent.tab();
    expect(region).toHaveFocus();
  });

  it('marks refused preview cells with an icon that names the problem', () => {
    renderPanel(done(smallReport()));
    const region = screen.getByRole('region', { name: copy.previewTitle });
    const required = within(region).getByRole('img', { name: copy.issues.required });
    expect(required.closest('td')).toBe(within(region).getAllByRole('row')[1]?.querySelectorAll('td')[0]);
    const wholeRow = within(region).getByRole('img', { name: describePropertyCsvFailure({ ok: false, issue: 'cell-count', expected: 39, found: 37 }) });
    expect(wholeRow.closest('th')).toHaveTextContent('3');
  });

  it('numbers the preview and the problems as the spreadsheet does, blank rows counted, and says so', () => {
    renderPanel(done(blankRowsReport()));
    const region = screen.getByRole('region', { name: copy.previewTitle });
    expect(within(region).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['2', '4', '6']);
    const refused = within(region).getByRole('img', { name: copy.issues.number });
    expect(refused.closest('tr')?.querySelector('th')).toHaveTextContent('4');
    expect(problemRows().map(([row]) => row)).toEqual(['4']);
    expect(screen.getByText(copy.rowNumbering)).toBeVisible();
  });

  it('shows the problems as cards on a narrow screen', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    renderPanel(done(smallReport()));
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    const cards = within(screen.getByRole('list', { name: copy.reportTitle })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0] as HTMLElement).getByText('(empty)')).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).getByText(copy.wholeRow)).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).queryByText(copy.reportColumns.value)).not.toBeInTheDocument();
  });
});

import type { Meta, StoryObj } from '@storybook/react-vite';
import { en, propertyCsvColumns } from '@marketplace/domain';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { CsvCheckReport } from '../csvCheck/csvCheckReport';
import { CsvCheckPanel } from './CsvCheckPanel';
import type { CsvCheckState } from './csvCheckState';
import {
  arabicReport,
  blankRowsReport,
  cappedErrorRowsReport,
  cleanReport,
  manyProblemsReport,
  missingColumnsReport,
  noRowsReport,
  storyCsvFileName,
  unpairedQuotesReport,
  typicalReport,
  wrongColumnCountReport,
} from './csvCheckStoryData';
import { csvProblemPageCount, csvProblemPageSize } from './csvProblemPage';

const copy = en.bulkUpload.validation;

const done = (report: CsvCheckReport): CsvCheckState => ({ status: 'done', report });

const meta = {
  title: 'Screens/BulkUpload/CsvCheckPanel',
  component: CsvCheckPanel,
  args: {
    state: done(typicalReport()),
    fileName: storyCsvFileName,
    onDownloadErrorRows: fn(),
    onDownloadErrorReport: fn(),
  },
  argTypes: { state: { control: false } },
} satisfies Meta<typeof CsvCheckPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spreadsheet row numbers in the problem table's first column, in order (once react-aria has committed the rows). */
async function problemRowNumbers(canvasElement: HTMLElement): Promise<number[]> {
  const table = within(canvasElement).getByRole('grid', { name: copy.reportTitle });
  return (await within(table).findAllByRole('rowheader')).map((cell) => Number(cell.textContent));
}

/** The worker has read 42% of the file. */
export const Checking: Story = {
  args: { state: { status: 'checking', fraction: 0.42 } },
  play: async ({ canvas }) => {
    const progress = canvas.getByRole('progressbar', { name: copy.checkingLabel });
    await expect(progress).toHaveAttribute('aria-valuetext', '42%');
    await expect(canvas.getByText('42%')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(copy.checking);
  },
};

export const NoProblems: Story = {
  args: { state: done(cleanReport()) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(copy.noProblems(cleanReport().rowCount));
    await expect(canvas.queryByRole('button', { name: copy.downloadErrorRows })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
    const preview = canvas.getByRole('region', { name: copy.previewTitle });
    await expect(within(preview).getByRole('table', { name: copy.previewCaption(5, 12) })).toBeVisible();
  },
};

/** The template's header and nothing under it. */
export const NoRows: Story = {
  args: { state: done(noRowsReport()) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(copy.noRows);
    await expect(canvas.queryByRole('region', { name: copy.previewTitle })).not.toBeInTheDocument();
  },
};

/** Thirty rows with the usual mistakes; the failing rows (to fix and upload again) and the error report download apart. */
export const WithProblems: Story = {
  play: async ({ args, canvas }) => {
    const report = typicalReport();
    await expect(canvas.getByRole('status')).toHaveTextContent(copy.problemsFound(report.problems.count, report.invalidRowCount));
    await expect(canvas.getByRole('status')).toHaveTextContent(copy.uploadAnyway);
    await expect(canvas.getByText(copy.errorRowsFileName(storyCsvFileName))).toBeVisible();
    await expect(canvas.getByText(copy.errorReportFileName(storyCsvFileName))).toBeVisible();
    await expect(canvas.getByText(copy.errorRowsHint)).toBeVisible();
    await expect(canvas.queryByText(copy.errorRowsCapped(report.errorRowCount, report.invalidRowCount, 10))).not.toBeInTheDocument();

    const table = canvas.getByRole('grid', { name: copy.reportTitle });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(report.problems.count + 1));
    await expect(within(table).getAllByText(copy.wholeRow).length).toBeGreaterThan(0);

    // The fourth data row (spreadsheet row 5) has an ISO handover date: its preview cell says so.
    const preview = canvas.getByRole('region', { name: copy.previewTitle });
    await expect(within(preview).getByRole('img', { name: copy.issues.date })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: copy.downloadErrorRows }));
    await expect(args.onDownloadErrorRows).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: copy.downloadErrorReport }));
    await expect(args.onDownloadErrorReport).toHaveBeenCalledOnce();
  },
};

/** The file of rows with errors would pass the upload limit: it holds the first rows only, and a warning says so. */
export const ErrorRowsCapped: Story = {
  args: { state: done(cappedErrorRowsReport()) },
  play: async ({ canvas }) => {
    const report = cappedErrorRowsReport();
    await expect(report.errorRowCount).toBeLessThan(report.invalidRowCount);
    await expect(canvas.getByText(copy.errorRowsCapped(report.errorRowCount, report.invalidRowCount, 10))).toBeVisible();
    await expect(canvas.getByRole('button', { name: copy.downloadErrorRows })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: copy.downloadErrorReport })).toBeEnabled();
  },
};

/** The 'full' file: 2,000 rows, over a thousand problems; only one page of them is in the page. */
export const ManyProblems: Story = {
  args: { state: done(manyProblemsReport()) },
  play: async ({ canvasElement, canvas }) => {
    const report = manyProblemsReport();
    const pages = csvProblemPageCount(report);
    await expect(report.problems.count).toBeGreaterThan(1000);
    await expect(canvas.getByText(en.common.pageOf(1, pages))).toBeVisible();

    const firstPage = await problemRowNumbers(canvasElement);
    await expect(firstPage.length).toBeLessThanOrEqual(csvProblemPageSize);
    await expect(canvasElement.querySelectorAll('[role="grid"] [role="row"]').length).toBeLessThanOrEqual(csvProblemPageSize + 1);

    await userEvent.click(canvas.getByRole('button', { name: en.common.nextPage }));
    await waitFor(() => expect(canvas.getByText(en.common.pageOf(2, pages))).toBeVisible());
    const secondPage = await problemRowNumbers(canvasElement);
    await expect(secondPage.length).toBe(csvProblemPageSize);
    await expect(Math.min(...secondPage)).toBeGreaterThanOrEqual(Math.max(...firstPage));

    await userEvent.click(canvas.getByRole('button', { name: en.common.goToPage(pages) }));
    await waitFor(() => expect(canvas.getByText(en.common.pageOf(pages, pages))).toBeVisible());
    await expect(Math.max(...(await problemRowNumbers(canvasElement)))).toBe(report.rowCount + 1);
  },
};

/** A file without the landArea and roi columns: the spec's message, and the rows are not checked. */
/** Blank rows between the rows: the preview and the problems number rows as a spreadsheet does (2, 4, 6), and the report says so. */
export const BlankRowsKeepTheirNumbers: Story = {
  args: { state: done(blankRowsReport()) },
  play: async ({ canvasElement, canvas }) => {
    const preview = canvas.getByRole('region', { name: copy.previewTitle });
    await expect(within(preview).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['2', '4', '6']);
    await expect(await problemRowNumbers(canvasElement)).toEqual([4]);
    await expect(canvas.getByText(copy.rowNumbering)).toBeVisible();
  },
};

export const MissingColumns: Story = {
  args: { state: done(missingColumnsReport()) },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(en.bulkUpload.missingColumns(['landArea', 'roi']));
    await expect(alert).toHaveTextContent(copy.headerFirst);
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: copy.downloadErrorRows })).not.toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: copy.previewTitle })).toBeVisible();
  },
};

/** Every template column and one more. */
export const WrongColumnCount: Story = {
  args: { state: done(wrongColumnCountReport()) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      en.bulkUpload.wrongColumnCount(propertyCsvColumns.length, propertyCsvColumns.length + 1),
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent(copy.headerFirst);
  },
};

export const CheckFailed: Story = {
  args: { state: { status: 'failed' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(copy.checkFailed);
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
  },
};

/** Quotes that do not pair up: a warning names the rows, the rows are still checked. */
export const UnpairedQuotes: Story = {
  args: { state: done(unpairedQuotesReport()) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(copy.readProblemsTitle)).toBeVisible();
    await expect(canvas.getByText(copy.unclosedQuote(4))).toBeVisible();
    await expect(canvas.getByText(copy.strayQuote(7))).toBeVisible();
  },
};

/** Names in Arabic script lay out right to left; prices typed in Arabic-Indic digits are refused. */
export const ArabicNames: Story = {
  args: { state: done(arabicReport()) },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('grid', { name: copy.reportTitle });
    await expect((await within(table).findAllByText(copy.issues.number)).length).toBe(arabicReport().problems.count);
    const preview = canvas.getByRole('region', { name: copy.previewTitle });
    const arabicName = within(preview).getAllByText(/[\u0600-\u06FF]/)[0];
    await expect(arabicName).toHaveAttribute('dir', 'auto');
  },
};

/** A phone: the problems become cards; the preview still scrolls sideways. */
export const Narrow: Story = {
  args: { state: done(manyProblemsReport()) },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ args, canvas }) => {
    await waitFor(() => expect(canvas.queryByRole('grid')).not.toBeInTheDocument());
    const list = canvas.getByRole('list', { name: copy.reportTitle });
    const cards = within(list).getAllByRole('listitem');
    await expect(cards).toHaveLength(csvProblemPageSize);
    await expect(within(cards[0] as HTMLElement).getByText(copy.reportColumns.problem)).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: en.common.nextPage }));
    await waitFor(() => expect(canvas.getByText(en.common.pageOf(2, csvProblemPageCount(manyProblemsReport())))).toBeVisible());

    await userEvent.click(canvas.getByRole('button', { name: copy.downloadErrorRows }));
    await expect(args.onDownloadErrorRows).toHaveBeenCalledOnce();
  },
};

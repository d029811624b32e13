import type { Meta, StoryObj } from '@storybook/react-vite';
import { describePropertyCsvFailure, en, formatCsvText, propertyCsvColumns, propertyCsvTemplateRows } from '@marketplace/domain';
import { createSeedData } from '@marketplace/domain/fixtures';
import { Button, ProgressBar } from '@marketplace/ui';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { checkCsvFile, type CsvCheckRunner } from './checkCsvFile';
import { readCsvProblem, type CsvCheckReport } from './csvCheckReport';
import { createCsvSample } from './csvCheckSamples';

// The real worker path in a real browser (jsdom has no Worker; checkCsvFile.test.ts covers the
// main-thread fallback): a file chosen here is checked by csvCheck.worker.ts.

const copy = en.bulkUpload.validation;

type CheckState =
  | { readonly status: 'idle' }
  | { readonly status: 'checking'; readonly fraction: number }
  | { readonly status: 'done'; readonly report: CsvCheckReport }
  | { readonly status: 'failed' };

function ProblemTable({ report }: { report: CsvCheckReport }) {
  const problems = Array.from({ length: report.problems.count }, (_, index) => readCsvProblem(report, index));
  return (
    <table aria-label={copy.reportTitle}>
      <thead>
        <tr>
          <th scope="col">{copy.reportColumns.row}</th>
          <th scope="col">{copy.reportColumns.column}</th>
          <th scope="col">{copy.reportColumns.problem}</th>
          <th scope="col">{copy.reportColumns.value}</th>
        </tr>
      </thead>
      <tbody>
        {problems.map((problem, index) => (
          <tr key={index}>
            <td>{problem.row}</td>
            <td>{problem.column ?? copy.wholeRow}</td>
            <td>{describePropertyCsvFailure(problem.failure)}</td>
            <td>{problem.value === '' ? copy.emptyValue : problem.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

interface CsvCheckHarnessProps {
  /** Where checkCsvFile ran the check. */
  readonly onRunner?: (runner: CsvCheckRunner) => void;
  /** Why checkCsvFile rejected, when it did. */
  readonly onCheckError?: (error: unknown) => void;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** A file input that checks the chosen file with checkCsvFile, with Cancel while it runs, and shows the report's counts and problems. */
function CsvCheckHarness({ onRunner, onCheckError }: CsvCheckHarnessProps) {
  const [state, setState] = useState<CheckState>({ status: 'idle' });
  const running = useRef<AbortController | null>(null);
  const check = (file: File) => {
    const controller = new AbortController();
    running.current = controller;
    setState({ status: 'checking', fraction: 0 });
    checkCsvFile(file, { signal: controller.signal, onRunner, onProgress: ({ fraction }) => setState({ status: 'checking', fraction }) }).then(
      (report) => setState({ status: 'done', report }),
      (error: unknown) => {
        onCheckError?.(error);
        setState(isAbort(error) ? { status: 'idle' } : { status: 'failed' });
      },
    );
  };
  return (
    <div>
      <label>
        {en.bulkUpload.csv.chooseFile}
        <input
          type="file"
          accept=".csv,text/csv"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (file) check(file);
          }}
        />
      </label>
      {state.status === 'checking' ? (
        <>
          <ProgressBar label={copy.checking} value={state.fraction * 100} />
          <Button onPress={() => running.current?.abort()}>{en.common.cancel}</Button>
        </>
      ) : null}
      {state.status === 'failed' ? <p role="alert">{copy.checkFailed}</p> : null}
      {state.status === 'done' ? (
        <section aria-label={copy.reportTitle}>
          <p>{copy.rowsChecked(state.report.rowCount)}</p>
          <p>
            {state.report.problems.count === 0
              ? copy.noProblems(state.report.rowCount)
              : copy.problemsFound(state.report.problems.count, state.report.invalidRowCount)}
          </p>
          {state.report.problems.count > 0 ? <ProblemTable report={state.report} /> : null}
        </section>
      ) : null}
    </div>
  );
}

const meta = {
  title: 'Screens/BulkUpload/CsvCheck (worker)',
  component: CsvCheckHarness,
  args: { onRunner: fn(), onCheckError: fn() },
} satisfies Meta<typeof CsvCheckHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const properties = createSeedData().properties.map(({ property }) => property);

async function chooseFile(canvasElement: HTMLElement, file: File) {
  await userEvent.upload(within(canvasElement).getByLabelText(en.bulkUpload.csv.chooseFile), file);
}

/** The worker answered ('started' comes from inside it), and the main-thread fallback never ran. */
async function expectWorkerRan(onRunner: CsvCheckHarnessProps['onRunner']) {
  await expect(onRunner).toHaveBeenCalledWith('worker');
  await expect(onRunner).not.toHaveBeenCalledWith('main-thread');
}

export const FindsEveryWrongCell: Story = {
  play: async ({ args, canvasElement }) => {
    const sample = createCsvSample(properties, { rowCount: 2000, faultEvery: 50 });
    await chooseFile(canvasElement, new File([sample.text], 'properties.csv', { type: 'text/csv' }));
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(copy.rowsChecked(2000), undefined, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByText(copy.problemsFound(40, 40))).toBeVisible();
    const rows = within(canvas.getByRole('table', { name: copy.reportTitle })).getAllByRole('row').slice(1);
    const shown = rows.map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    await expect(shown.map(([row, column, , value]) => ({ row: Number(row), column, value: value === copy.emptyValue ? '' : value }))).toEqual(sample.faults);
    await expectWorkerRan(args.onRunner);
  },
};

export const ReadsArabicQuotesAndLineBreaks: Story = {
  play: async ({ args, canvasElement }) => {
    const rows = propertyCsvTemplateRows('new');
    const description = propertyCsvColumns.indexOf('description');
    const arabic = rows.find((cells) => /[\u0600-\u06FF]/.test(cells[0] ?? ''));
    if (!arabic) throw new Error('The template has no Arabic sample row');
    arabic[description] = `${arabic[description] ?? ''}\r\n"${arabic[0] ?? ''}", ${arabic[3] ?? ''}`;
    await chooseFile(canvasElement, new File([formatCsvText(rows, { byteOrderMark: true })], 'template.csv', { type: 'text/csv' }));
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(copy.noProblems(3), undefined, { timeout: 15_000 })).toBeVisible();
    await expect(canvas.getByText(copy.rowsChecked(3))).toBeVisible();
    await expectWorkerRan(args.onRunner);
  },
};

export const RefusesAFileThatIsNotUtf8: Story = {
  play: async ({ args, canvasElement }) => {
    const header = new TextEncoder().encode(`${propertyCsvColumns.join(',')}\r\n`);
    // 'برج' in Windows-1256, as Excel's plain 'CSV' saves Arabic on an Arabic Windows.
    const windows1256 = Uint8Array.of(0xc8, 0xd1, 0xcc, 0x0d, 0x0a);
    await chooseFile(canvasElement, new File([header, windows1256], 'ansi.csv', { type: 'text/csv' }));
    await waitFor(() => expect(within(canvasElement).getByRole('alert')).toHaveTextContent(copy.checkFailed), { timeout: 15_000 });
    await expectWorkerRan(args.onRunner);
  },
};

export const CancelsTheCheckInTheWorker: Story = {
  play: async ({ args, canvasElement }) => {
    // The largest file the screen takes, so the check is still running when Cancel is pressed.
    const sample = createCsvSample(properties, { rowCount: 15_000, faultEvery: 20 });
    await chooseFile(canvasElement, new File([sample.text], 'properties.csv', { type: 'text/csv' }));
    const canvas = within(canvasElement);
    await waitFor(() => expect(args.onRunner).toHaveBeenCalledWith('worker'), { timeout: 15_000 });
    await userEvent.click(canvas.getByRole('button', { name: en.common.cancel }));
    await waitFor(() => expect(args.onCheckError).toHaveBeenCalledWith(expect.objectContaining({ name: 'AbortError' })));
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
    await expect(canvas.queryByText(copy.rowsChecked(15_000))).not.toBeInTheDocument();
  },
};

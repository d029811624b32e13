import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  csvFileCheckMessage,
  csvHeaderCheckMessage,
  csvUploadBlockerNotice,
  csvUploadFailure,
  csvUploadLimits,
  describePropertyCsvProblems,
  en,
  formatCsvText,
  listingStatusIds,
  propertyCsvColumns,
  propertyCsvTemplateProjectIds,
  type CsvUploadErrorLike,
  type CsvUploadFailure,
  type FileRejectionReason,
} from '@marketplace/domain';
import { createSeedData } from '@marketplace/domain/fixtures';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { BulkUploadNotice } from './bulkUploadNotice';
import { BulkUploadView, type BulkUploadViewProps } from './BulkUploadView';
import type { CsvFileFacts, CsvUploadSectionProps } from './csv/CsvUploadSection';
import type { CsvUploadOutcome } from './csv/csvUploadOutcome';
import type { CsvCheckReport } from './csvCheck/csvCheckReport';
import { readCsvProblem } from './csvCheck/csvCheckReport';
import { copyFailedNotice, mediaRefusedNotice } from './media/mediaUploadNotices';
import { fullMediaItems, typicalMediaItems, uploadsInFlight } from './media/stories/mediaStoryData';
import type { CsvCheckState } from './report/csvCheckState';
import {
  cleanReport,
  manyProblemsReport,
  missingColumnsReport,
  seededCsvRows,
  storyCsvFileName,
  typicalReport,
  wrongColumnCountReport,
} from './report/csvCheckStoryData';
import { byTextContent } from '../shared/textContent.testing';

const csvCopy = en.bulkUpload.csv;
const titles = en.bulkUpload.modalTitles;
const bodies = en.bulkUpload.modalBodies;

/** What the connected screen passes the template dialog: ids of approved projects (listing status 1). */
const approvedProjectIds = propertyCsvTemplateProjectIds(
  createSeedData()
    .projects.filter((project) => project.listingStatus?.id === listingStatusIds.approved)
    .map((project) => project.id),
);

const done = (report: CsvCheckReport): CsvCheckState => ({ status: 'done', report });

/** The chosen file as the area shows it: the story file's name and the size of `rowCount` seeded rows. */
function fileFacts(rowCount: number, name = storyCsvFileName): CsvFileFacts {
  return { name, size: new Blob([formatCsvText([[...propertyCsvColumns], ...seededCsvRows(rowCount)])]).size };
}

/** The server's refusal of the typical file: one line per problem, 'Row N, column: what is wrong' as the sandbox writes them. */
function serverRefusal(): CsvUploadErrorLike {
  const report = typicalReport();
  const errors = Array.from({ length: report.problems.count }, (_, index) => {
    const { row, column, failure } = readCsvProblem(report, index);
    return `${en.bulkUpload.validation.reportColumns.row} ${row}, ${describePropertyCsvProblems([{ column, failure }])}`;
  });
  return { kind: 'http', status: 400, serverMessage: en.bulkUpload.validation.problemsFound(report.problems.count, report.invalidRowCount), errors };
}

/** A failed upload's modal, as the connected screen opens it. */
const failureNotice = (failure: CsvUploadFailure): BulkUploadNotice => ({
  tone: 'danger',
  title: failure.title,
  message: failure.message,
  errors: failure.errors,
});

/** A failed upload's result panel, as the connected screen fills it. */
const failureOutcome = (failure: CsvUploadFailure): CsvUploadOutcome => ({ kind: 'failure', message: failure.panelMessage, errors: failure.errors });

const fileRefusal = (reason: FileRejectionReason): string =>
  csvFileCheckMessage({ ok: false, reason }, csvUploadLimits.maxFileBytes) ?? en.bulkUpload.failed;

const headerRefusal = (report: CsvCheckReport): string => csvHeaderCheckMessage(report.headerCheck) ?? en.bulkUpload.failed;

const fileSelectionNotice = (message: string): BulkUploadNotice => ({ tone: 'danger', title: titles.fileSelectionError, message });

const successNotice: BulkUploadNotice = { tone: 'success', title: titles.uploadSuccessful, message: en.bulkUpload.succeeded };

/** A clean file chosen and checked, ready to upload. */
const cleanFile = { file: fileFacts(cleanReport().rowCount), check: done(cleanReport()) } satisfies Partial<CsvUploadSectionProps>;

/** The typical file with row problems, chosen and checked. */
const faultyFile = { file: fileFacts(typicalReport().rowCount), check: done(typicalReport()) } satisfies Partial<CsvUploadSectionProps>;

function firstMediaItem() {
  const [item] = typicalMediaItems();
  if (!item) throw new RangeError('The story data has no media items');
  return item;
}

const idleCsv: CsvUploadSectionProps = {
  file: null,
  fileError: null,
  check: null,
  isUploading: false,
  uploadPercent: null,
  outcome: null,
  onFileChosen: fn(),
  onRemoveFile: fn(),
  onUpload: fn(),
  onCancelUpload: fn(),
  onDownloadErrorRows: fn(),
  onDownloadErrorReport: fn(),
};

/** The view with the open notice in state, so OK really closes the modal; every call still reaches the story's spies. */
function ClosableNoticeView(props: BulkUploadViewProps) {
  const [notice, setNotice] = useState(props.notice);
  return (
    <BulkUploadView
      {...props}
      notice={notice}
      onNoticeClose={() => {
        props.onNoticeClose();
        setNotice(null);
      }}
    />
  );
}

const meta = {
  title: 'Screens/BulkUpload/View',
  component: BulkUploadView,
  parameters: { layout: 'padded' },
  args: {
    media: { items: [], uploads: [], onFilesChosen: fn(), onCancelUpload: fn(), onCopy: fn(), onRemove: fn() },
    templates: { sampleProjectIds: approvedProjectIds, onDownload: fn() },
    csv: idleCsv,
    notice: null,
    onNoticeClose: fn(),
  },
  argTypes: { media: { control: false }, templates: { control: false }, csv: { control: false }, notice: { control: 'object' } },
  render: (args) => <ClosableNoticeView {...args} />,
} satisfies Meta<typeof BulkUploadView>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The items of the server's list of what is wrong, found by the heading that names it. */
function serverErrorItems(container: HTMLElement, count: number): HTMLElement[] {
  return within(within(container).getByLabelText(en.bulkUpload.result.serverErrors(count))).getAllByRole('listitem');
}

/**
 * Checks the open modal (role, title, text, the server's list), presses OK, and checks it closed
 * and told the screen.
 */
async function expectNoticeClosesWithOk(canvasElement: HTMLElement, notice: BulkUploadNotice, onNoticeClose: unknown) {
  const body = page(canvasElement);
  const role = notice.tone === 'danger' ? 'alertdialog' : 'dialog';
  const dialog = await body.findByRole(role, { name: notice.title });
  // The modal fades in: wait until it is shown before asserting on what is visible.
  await waitFor(() => expect(dialog).toBeVisible());
  await expect(within(dialog).getByText(notice.message)).toBeVisible();
  const errors = notice.errors ?? [];
  if (errors.length > 0) {
    await expect(serverErrorItems(dialog, errors.length).map((item) => item.textContent)).toEqual(errors);
  }
  await userEvent.click(within(dialog).getByRole('button', { name: en.bulkUpload.ok }));
  await waitFor(() => expect(body.queryByRole(role)).not.toBeInTheDocument());
  await expect(onNoticeClose).toHaveBeenCalledTimes(1);
}

/** A story showing one modal over the screen; its play checks the modal and closes it with OK. */
function noticeStory(notice: BulkUploadNotice, csv: Partial<CsvUploadSectionProps> = {}): Story {
  return {
    args: { notice, csv: { ...idleCsv, ...csv } },
    play: async ({ canvasElement, args }) => expectNoticeClosesWithOk(canvasElement, notice, args.onNoticeClose),
  };
}

// ---- Upload states (spec 1 section 4) ----

/** Nothing chosen yet: the media section, the CSV area, Upload Properties and the guidelines. */
export const Idle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: en.bulkUpload.title })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: en.bulkUpload.media.title })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: csvCopy.title })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: en.bulkUpload.guidelines.title })).toBeVisible();
    await expect(canvas.getByRole('button', { name: csvCopy.uploadProperties })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: csvCopy.cancelUpload })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
  },
};

/** A clean file chosen: its name and size, the check's verdict and preview; Upload Properties and Remove work. */
export const FileSelected: Story = {
  args: { csv: { ...idleCsv, ...cleanFile } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(byTextContent(csvCopy.selectedFile(storyCsvFileName), { exact: false }))).toBeVisible();
    await expect(canvas.getByText(en.bulkUpload.validation.noProblems(cleanReport().rowCount))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: csvCopy.uploadProperties }));
    await expect(args.csv.onUpload).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: csvCopy.removeFile(storyCsvFileName) }));
    await expect(args.csv.onRemoveFile).toHaveBeenCalledTimes(1);
  },
};

/** The worker is reading the chosen file: the check's progress; Upload Properties waits for its outcome. */
export const Checking: Story = {
  args: { csv: { ...idleCsv, file: fileFacts(typicalReport().rowCount), check: { status: 'checking', fraction: 0.42 } } },
  play: async ({ canvas, args }) => {
    const progress = canvas.getByRole('progressbar', { name: en.bulkUpload.validation.checkingLabel });
    await expect(progress).toHaveAttribute('aria-valuetext', '42%');
    await expect(canvas.getByText(en.bulkUpload.validation.checking)).toBeVisible();
    const upload = canvas.getByRole('button', { name: csvCopy.uploadProperties });
    await expect(upload).toBeDisabled();
    await userEvent.click(upload);
    await expect(args.csv.onUpload).not.toHaveBeenCalled();
  },
};

/** The chosen file has row problems: the count, the report by row, the error rows and the error report to download; uploading is still allowed. */
export const FileWithRowProblems: Story = {
  args: { csv: { ...idleCsv, ...faultyFile } },
  play: async ({ canvas, args }) => {
    const report = typicalReport();
    const copy = en.bulkUpload.validation;
    await expect(canvas.getByText(copy.problemsFound(report.problems.count, report.invalidRowCount))).toBeVisible();
    await expect(canvas.getByRole('grid', { name: copy.reportTitle })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: copy.downloadErrorRows }));
    await expect(args.csv.onDownloadErrorRows).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: copy.downloadErrorReport }));
    await expect(args.csv.onDownloadErrorReport).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('button', { name: csvCopy.uploadProperties })).toBeEnabled();
  },
};

/** The header lacks two template columns: the spec's message in the area; the rows are not checked. */
export const HeaderRefused: Story = {
  args: { csv: { ...idleCsv, file: fileFacts(8), check: done(missingColumnsReport()) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(headerRefusal(missingColumnsReport()));
    await expect(canvas.queryByRole('grid', { name: en.bulkUpload.validation.reportTitle })).not.toBeInTheDocument();
  },
};

/** The header has one column too many: 'Expected 39 columns, but found 40. Please use the template file.' */
export const HeaderColumnCountRefused: Story = {
  args: { csv: { ...idleCsv, file: fileFacts(8), check: done(wrongColumnCountReport()) } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(headerRefusal(wrongColumnCountReport()));
  },
};

/** Uploading at 45%: the progress bar, 'Uploading...' on the disabled button, and Cancel Upload. */
export const Uploading: Story = {
  args: { csv: { ...idleCsv, ...cleanFile, isUploading: true, uploadPercent: 45 } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('progressbar', { name: csvCopy.progressLabel })).toHaveAttribute('aria-valuenow', '45');
    await expect(canvas.getByRole('button', { name: csvCopy.uploading })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: csvCopy.removeFile(storyCsvFileName) })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: csvCopy.cancelUpload }));
    await expect(args.csv.onCancelUpload).toHaveBeenCalledTimes(1);
  },
};

/** The server saved the properties: the bar ends at 100%, the result panel says 'Upload Successful!' with its message. */
export const Success: Story = {
  args: { csv: { ...idleCsv, ...cleanFile, uploadPercent: 100, outcome: { kind: 'success', message: en.bulkUpload.succeeded } } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(en.bulkUpload.result.success)).toBeVisible();
    await expect(canvas.getByText(en.bulkUpload.succeeded)).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: csvCopy.progressLabel })).toHaveAttribute('aria-valuenow', '100');
  },
};

/** The server refused the rows: the result panel says 'Upload Failed' with its message and list. */
export const UploadError: Story = {
  args: { csv: { ...idleCsv, ...faultyFile, uploadPercent: 100, outcome: failureOutcome(csvUploadFailure(serverRefusal())) } },
  play: async ({ canvas }) => {
    const failure = csvUploadFailure(serverRefusal());
    const panel = canvas.getAllByRole('alert').find((alert) => alert.textContent?.startsWith(en.bulkUpload.result.failed));
    if (!panel) throw new Error('no result panel');
    await expect(within(panel).getByText(failure.panelMessage)).toBeVisible();
    await expect(serverErrorItems(panel, failure.errors.length)).toHaveLength(failure.errors.length);
  },
};

/** The user cancelled: the panel says 'Upload Cancelled' / 'Upload was cancelled.', not 'Upload Failed', and no modal opens. */
export const Cancelled: Story = {
  args: { csv: { ...idleCsv, ...cleanFile, uploadPercent: 30, outcome: { kind: 'cancelled', message: csvUploadFailure({ kind: 'abort' }).panelMessage } } },
  play: async ({ canvasElement, canvas }) => {
    const result = canvas.getByRole('region', { name: en.bulkUpload.result.label });
    await expect(within(result).getByText(en.bulkUpload.result.cancelled)).toBeVisible();
    await expect(within(result).getByText(en.bulkUpload.cancelled)).toBeVisible();
    await expect(within(result).queryByText(en.bulkUpload.result.failed)).not.toBeInTheDocument();
    await expect(page(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

// ---- Modals (spec 1 section 8) ----

/** 'Upload Failed' with the server's message and its list of what is wrong, row by row. */
export const UploadFailedModal: Story = noticeStory(failureNotice(csvUploadFailure(serverRefusal())), {
  ...faultyFile,
  uploadPercent: 100,
  outcome: failureOutcome(csvUploadFailure(serverRefusal())),
});

/** 'Upload Failed': no connection. The modal has the long text, the panel the shorter screen text. */
export const UploadFailedNetworkModal: Story = {
  ...noticeStory(failureNotice(csvUploadFailure({ kind: 'network' })), {
    ...cleanFile,
    uploadPercent: 100,
    outcome: failureOutcome(csvUploadFailure({ kind: 'network' })),
  }),
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByText(en.bulkUpload.networkErrorScreen)).toBeInTheDocument();
    await expectNoticeClosesWithOk(canvasElement, failureNotice(csvUploadFailure({ kind: 'network' })), args.onNoticeClose);
    await expect(page(canvasElement).queryByText(en.bulkUpload.networkError)).not.toBeInTheDocument();
  },
};

/** 'Upload Failed': no answer within 300,000 ms. */
export const UploadFailedTimeoutModal: Story = noticeStory(failureNotice(csvUploadFailure({ kind: 'timeout' })), {
  ...cleanFile,
  uploadPercent: 100,
  outcome: failureOutcome(csvUploadFailure({ kind: 'timeout' })),
});

/** 'Upload Failed': the server failed without saying why, so the default 'Upload failed. Please try again.'. */
export const UploadFailedDefaultModal: Story = noticeStory(failureNotice(csvUploadFailure({ kind: 'http', status: 500 })), {
  ...cleanFile,
  uploadPercent: 100,
  outcome: failureOutcome(csvUploadFailure({ kind: 'http', status: 500 })),
});

/** 'Authentication Error': there is no token to send. */
export const AuthenticationErrorModal: Story = noticeStory({ tone: 'danger', ...csvUploadBlockerNotice('no-token') }, cleanFile);

/** 'Profile Error': there is no agent id to send. */
export const ProfileErrorModal: Story = noticeStory({ tone: 'danger', ...csvUploadBlockerNotice('no-agent') }, cleanFile);

/** 'Unexpected Error': the server's answer could not be read. */
export const UnexpectedErrorModal: Story = noticeStory(failureNotice(csvUploadFailure({ kind: 'decode' })), {
  ...cleanFile,
  uploadPercent: 100,
  outcome: failureOutcome(csvUploadFailure({ kind: 'decode' })),
});

/** 'File Selection Error': a file that is not a CSV; the area says it too. */
export const FileSelectionInvalidTypeModal: Story = noticeStory(fileSelectionNotice(fileRefusal('unsupported-type')), {
  fileError: fileRefusal('unsupported-type'),
});

/** 'File Selection Error': a file over 10 MB. */
export const FileSelectionTooLargeModal: Story = noticeStory(fileSelectionNotice(fileRefusal('too-large')), {
  fileError: fileRefusal('too-large'),
});

/** 'File Selection Error': an empty file. */
export const FileSelectionEmptyModal: Story = noticeStory(fileSelectionNotice(fileRefusal('empty')), { fileError: fileRefusal('empty') });

/** 'File Selection Error': template columns are missing ('Missing required columns: landArea, roi'). */
export const FileSelectionMissingColumnsModal: Story = noticeStory(fileSelectionNotice(headerRefusal(missingColumnsReport())), {
  file: fileFacts(8),
  check: done(missingColumnsReport()),
});

/** 'File Selection Error': the column count is wrong. */
export const FileSelectionColumnCountModal: Story = noticeStory(fileSelectionNotice(headerRefusal(wrongColumnCountReport())), {
  file: fileFacts(8),
  check: done(wrongColumnCountReport()),
});

/** 'File Selection Error': Upload Properties with no file chosen. */
export const FileSelectionNoFileModal: Story = noticeStory({ tone: 'danger', ...csvUploadBlockerNotice('no-file') });

/** 'Media Upload Failed': a video over the shared 10 MB limit. */
export const MediaUploadFailedModal: Story = noticeStory(mediaRefusedNotice(en, firstMediaItem().name, 'too-large'));

/** 'Copy Failed': the clipboard refused the URL. */
export const CopyFailedModal: Story = {
  ...noticeStory(copyFailedNotice(en)),
  args: { notice: copyFailedNotice(en), media: { ...meta.args.media, items: typicalMediaItems() } },
};

/** 'Download Failed': the template could not be handed to the browser. */
export const DownloadFailedModal: Story = noticeStory({ tone: 'danger', title: titles.downloadFailed, message: bodies.downloadFailed });

/** 'Upload Successful!': the modal over the result panel. */
export const UploadSuccessfulModal: Story = noticeStory(successNotice, {
  ...cleanFile,
  uploadPercent: 100,
  outcome: { kind: 'success', message: en.bulkUpload.succeeded },
});

// ---- Sizes ----

/** Everything at once: many media files with long names, uploads in flight, a long file name and a 2,000-row report. */
export const Full: Story = {
  args: {
    media: { ...meta.args.media, items: fullMediaItems(), uploads: uploadsInFlight() },
    csv: {
      ...idleCsv,
      file: fileFacts(manyProblemsReport().rowCount, 'q3-2025-dubai-marina-jvc-and-business-bay-off-plan-listings-final-v7-approved-by-sales.csv'),
      check: done(manyProblemsReport()),
    },
  },
  play: async ({ canvas }) => {
    const report = manyProblemsReport();
    await expect(report.rowCount).toBe(2000);
    await expect(canvas.getByText(en.bulkUpload.validation.problemsFound(report.problems.count, report.invalidRowCount))).toBeVisible();
    const urls = canvas.getByRole('list', { name: en.bulkUpload.media.generatedUrls });
    await expect(within(urls).getAllByRole('listitem')).toHaveLength(fullMediaItems().length);
    await expect(canvas.getAllByRole('progressbar', { name: /\S/ }).length).toBeGreaterThanOrEqual(uploadsInFlight().length);
  },
};

/** A phone: the sections stack, the guidelines under them. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { media: { ...meta.args.media, items: typicalMediaItems() }, csv: { ...idleCsv, ...faultyFile } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: en.bulkUpload.title })).toBeVisible();
    await expect(canvas.getByRole('button', { name: csvCopy.uploadProperties })).toBeVisible();
  },
};

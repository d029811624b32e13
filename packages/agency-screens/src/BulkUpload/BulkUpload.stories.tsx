import type { Meta, StoryObj } from '@storybook/react-vite';
import { createApiClient, HttpError, uploadPropertiesCsv } from '@marketplace/api-client';
import {
  csvUploadLimits,
  en,
  formatCsvText,
  isolatedText,
  listingStatusIds,
  propertyCsvColumns,
  propertyCsvTemplateFile,
  propertyCsvTemplateFileNames,
  propertyCsvTemplateProjectIds,
  propertyCsvTemplateRows,
  roleIds,
} from '@marketplace/domain';
import { createSeedData } from '@marketplace/domain/fixtures';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { BulkUpload } from './BulkUpload';
import { storyPngFile } from './media/stories/storyMediaFiles';
import { createStorySandbox, type StorySandboxParameters } from '../shared/stories/storySandbox';
import { byTextContent } from '../shared/textContent.testing';

// The connected screen on the sandbox (msw in the story's page): real calls, faults injected per story.
const { sandbox, connectedMeta } = createStorySandbox();
const seed = createSeedData();
const csvCopy = en.bulkUpload.csv;
const checkCopy = en.bulkUpload.validation;
const templateCopy = en.bulkUpload.templates;
const mediaCopy = en.bulkUpload.media;
const titles = en.bulkUpload.modalTitles;
const bodies = en.bulkUpload.modalBodies;
const uploadRoute = 'POST /api/property/upload-csv';

/** The ids the template dialog should offer: the seed's approved projects, one per sample row. */
const approvedProjectIds = seed.projects.filter((project) => project.listingStatus?.id === listingStatusIds.approved).map((project) => project.id);

const hosts = { propertyBaseUrl: '', accountsBaseUrl: '' } as const;

const meta = {
  title: 'Screens/BulkUpload/Connected',
  component: BulkUpload,
  parameters: { layout: 'padded' },
  ...connectedMeta(),
  args: { agentId: seed.demoAgency.id, mediaStorage: null, clipboard: { writeText: fn(async () => undefined) } },
  argTypes: { clipboard: { control: false }, mediaStorage: { control: false }, toastQueue: { control: false } },
} satisfies Meta<typeof BulkUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The hidden input behind a drop zone's chooser, told apart by the types it accepts. */
function fileInput(canvasElement: HTMLElement, accepting: string): HTMLInputElement {
  const input = [...canvasElement.querySelectorAll<HTMLInputElement>('input[type="file"]')].find((candidate) => candidate.accept.includes(accepting));
  if (!input) throw new Error(`no file input accepting ${accepting}`);
  return input;
}

const csvInput = (canvasElement: HTMLElement) => fileInput(canvasElement, '.csv');
const mediaInput = (canvasElement: HTMLElement) => fileInput(canvasElement, 'image/');

/** The New Properties Template as the agent downloaded it: three clean sample rows. */
function templateCsvFile(): File {
  const { fileName, text } = propertyCsvTemplateFile('new');
  return new File([text], fileName, { type: 'text/csv' });
}

/** The template with its first row's handover date written day first, which neither the check nor the server reads. */
function badDateCsvFile(): File {
  const rows = propertyCsvTemplateRows('new');
  const firstRow = rows[1];
  if (!firstRow) throw new Error('the template has no sample row');
  firstRow[propertyCsvColumns.indexOf('handoverDate')] = '31/01/2026';
  return new File([formatCsvText(rows)], 'handover-dates.csv', { type: 'text/csv' });
}

/** Chooses a CSV file and waits for the check before upload to say `verdict`. */
async function chooseCsv(canvasElement: HTMLElement, file: File, verdict: string) {
  await userEvent.upload(csvInput(canvasElement), file);
  await expect(await within(canvasElement).findByText(verdict)).toBeVisible();
}

const chooseTemplate = (canvasElement: HTMLElement) =>
  chooseCsv(canvasElement, templateCsvFile(), checkCopy.noProblems(csvUploadLimits.templateSampleRows));

async function pressUpload(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: csvCopy.uploadProperties }));
}

/** Waits for the modal named `title` to show `message`, and returns it. */
async function findModal(canvasElement: HTMLElement, role: 'dialog' | 'alertdialog', title: string, message: string) {
  const dialog = await page(canvasElement).findByRole(role, { name: title });
  // Modals fade in: wait until shown before asserting on what is visible.
  await waitFor(() => expect(within(dialog).getByText(message)).toBeVisible());
  return dialog;
}

async function closeModal(canvasElement: HTMLElement, dialog: HTMLElement) {
  const role = dialog.getAttribute('role') ?? 'dialog';
  await userEvent.click(within(dialog).getByRole('button', { name: en.bulkUpload.ok }));
  await waitFor(() => expect(page(canvasElement).queryByRole(role)).not.toBeInTheDocument());
}

/** Waits for the toast titled `title` with `description`. */
async function expectToast(canvasElement: HTMLElement, title: string, description: string) {
  await waitFor(() => expect(page(canvasElement).getByText(title)).toBeVisible());
  await expect(page(canvasElement).getByText(description)).toBeVisible();
}

/** Waits for the result panel to take focus, and returns it. */
async function findFocusedResult(canvasElement: HTMLElement) {
  const result = await within(canvasElement).findByRole('region', { name: en.bulkUpload.result.label });
  await waitFor(() => expect(result).toHaveFocus());
  return result;
}

/** Asks the page whether it may be left, as closing the tab does; false when the screen asks the user first. */
const mayLeave = (canvasElement: HTMLElement) => canvasElement.ownerDocument.defaultView?.dispatchEvent(new Event('beforeunload', { cancelable: true }));

/** The result panel's alert (an error banner titled 'Upload Failed'). */
async function findFailurePanel(canvasElement: HTMLElement) {
  return waitFor(() => {
    const panel = within(canvasElement)
      .getAllByRole('alert')
      .find((alert) => alert.textContent?.startsWith(en.bulkUpload.result.failed));
    if (!panel) throw new Error('no result panel');
    return panel;
  });
}

/** The screen loads; the template dialog offers the approved projects' ids as its samples. */
export const Typical: Story = {
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: en.bulkUpload.title })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: mediaCopy.emptyTitle })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: templateCopy.downloadTemplate }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: templateCopy.dialogTitle });
    const sampleIds = propertyCsvTemplateProjectIds(approvedProjectIds);
    await expect(sampleIds).toHaveLength(csvUploadLimits.templateSampleRows);
    await waitFor(() => expect(within(dialog).getByText(templateCopy.sampleProjectIds(sampleIds))).toBeVisible());
  },
};

const downloads: Blob[] = [];

/** New Properties Template: the file is built and handed to the browser, and a toast says so. */
export const TemplateDownload: Story = {
  beforeEach() {
    downloads.length = 0;
    // The browser's download is stubbed: the story keeps the file instead of saving it.
    const createObjectURL = spyOn(URL, 'createObjectURL').mockImplementation((file) => {
      if (file instanceof Blob) downloads.push(file);
      return 'blob:story-template';
    });
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    return () => {
      createObjectURL.mockRestore();
      click.mockRestore();
    };
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: templateCopy.downloadTemplate }));
    const dialog = await page(canvasElement).findByRole('dialog', { name: templateCopy.dialogTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: templateCopy.newProperties }));
    await expectToast(canvasElement, titles.templateDownloaded, bodies.templateDownloaded(propertyCsvTemplateFileNames.new));
    await expect(downloads).toHaveLength(1);
    const [file] = downloads;
    await expect(await file?.text()).toContain(propertyCsvColumns.join(','));
  },
};

/** Upload a picture: its URL appears with a toast; Copy URL says 'Copied!' and toasts; Remove toasts. */
export const MediaUpload: Story = {
  play: async ({ canvasElement, args, canvas }) => {
    await userEvent.upload(mediaInput(canvasElement), storyPngFile('Marina View.png'));
    const row = within(await canvas.findByRole('group', { name: 'Marina View.png' }));
    const url = `${window.location.origin}/api/media/marina-view-1.png`;
    await expect(row.getByText(url)).toBeVisible();
    await expectToast(canvasElement, titles.mediaUploaded, bodies.mediaUploaded(1));

    await userEvent.click(row.getByRole('button', { name: mediaCopy.copyUrl }));
    await expect(args.clipboard?.writeText).toHaveBeenCalledWith(url);
    await expect(await row.findByRole('button', { name: mediaCopy.copied })).toBeVisible();
    await expectToast(canvasElement, titles.urlCopied, bodies.urlCopied);

    await userEvent.click(row.getByRole('button', { name: mediaCopy.removeItem('Marina View.png') }));
    await expectToast(canvasElement, titles.fileRemoved, bodies.fileRemoved(isolatedText('Marina View.png')));
    await waitFor(() => expect(canvas.queryByRole('group', { name: 'Marina View.png' })).not.toBeInTheDocument());
  },
};

/** The media service answers 500: the 'Media Upload Failed' modal. */
export const MediaUploadFails: Story = {
  beforeEach() {
    sandbox.faults.set('POST /api/media/upload', { status: 500 });
  },
  play: async ({ canvasElement }) => {
    await userEvent.upload(mediaInput(canvasElement), storyPngFile('lobby.png'));
    const dialog = await page(canvasElement).findByRole('alertdialog', { name: titles.mediaUploadFailed });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog).toHaveTextContent('lobby.png');
    await closeModal(canvasElement, dialog);
    await expect(within(canvasElement).getByRole('heading', { name: mediaCopy.emptyTitle })).toBeVisible();
  },
};

/** The template, filled as downloaded: the check finds nothing, the upload saves it, the selection clears 3 s later. */
export const CsvUploadSucceeds: Story = {
  play: async ({ canvasElement, canvas }) => {
    const propertiesBefore = sandbox.db.properties.count();
    await chooseTemplate(canvasElement);
    await pressUpload(canvasElement);
    const dialog = await findModal(canvasElement, 'dialog', titles.uploadSuccessful, en.bulkUpload.succeeded);
    await closeModal(canvasElement, dialog);
    // Focus lands on the result once OK closes the modal.
    await expect(await findFocusedResult(canvasElement)).toHaveTextContent(en.bulkUpload.result.success);
    await expect(canvas.getByText(en.bulkUpload.result.success)).toBeVisible();
    await expect(canvas.getByText(en.bulkUpload.succeeded)).toBeVisible();
    await expect(sandbox.db.properties.count()).toBe(propertiesBefore + csvUploadLimits.templateSampleRows);
    const fileName = propertyCsvTemplateFileNames.new;
    await waitFor(() => expect(canvas.queryByText(byTextContent(csvCopy.selectedFile(fileName), { exact: false }))).not.toBeInTheDocument(), {
      timeout: csvUploadLimits.selectionClearMs + 2000,
    });
    await expect(canvas.getByText(en.bulkUpload.result.success)).toBeVisible();
  },
};

/** The server refuses a row's date: 'Upload Failed' with its message and list; the file stays selected. */
export const CsvUploadRefusedWithErrors: Story = {
  play: async ({ canvasElement }) => {
    // What the server says about this file, asked directly, so the story checks the screen shows it word for word.
    const client = createApiClient({ ...hosts, getToken: () => sandbox.db.authTokens.issue({ roleId: roleIds.AGENCY, id: seed.demoAgency.id }).token });
    const refusal = await uploadPropertiesCsv(client, { file: badDateCsvFile(), agentId: seed.demoAgency.id }).then(
      () => null,
      (error: unknown) => (error instanceof HttpError ? error : null),
    );
    if (!refusal?.serverMessage || !refusal.errors) throw new Error('the sandbox accepted the file');

    await chooseCsv(canvasElement, badDateCsvFile(), checkCopy.problemsFound(1, 1));
    await pressUpload(canvasElement);
    const dialog = await findModal(canvasElement, 'alertdialog', titles.uploadFailed, refusal.serverMessage);
    const list = within(dialog).getByLabelText(en.bulkUpload.result.serverErrors(refusal.errors.length));
    await expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(refusal.errors);
    await expect(list).toHaveTextContent('handoverDate');
    await closeModal(canvasElement, dialog);
    await expect(within(await findFailurePanel(canvasElement)).getByText(refusal.serverMessage)).toBeVisible();
    await expect(within(canvasElement).getByText(byTextContent(csvCopy.selectedFile('handover-dates.csv'), { exact: false }))).toBeVisible();
  },
};

/** The connection drops: the modal's network message, the panel's shorter screen text. */
export const CsvUploadNetworkError: Story = {
  beforeEach() {
    sandbox.faults.set(uploadRoute, { networkError: true });
  },
  play: async ({ canvasElement }) => {
    await chooseTemplate(canvasElement);
    await pressUpload(canvasElement);
    const dialog = await findModal(canvasElement, 'alertdialog', titles.uploadFailed, en.bulkUpload.networkError);
    await closeModal(canvasElement, dialog);
    await expect(within(await findFailurePanel(canvasElement)).getByText(en.bulkUpload.networkErrorScreen)).toBeVisible();
  },
};

/** The server answers 200 with a body that is not an upload result: 'Unexpected Error'. */
export const CsvUploadUnexpectedAnswer: Story = {
  beforeEach() {
    sandbox.faults.set(uploadRoute, { status: 200, body: { message: 42 } });
  },
  play: async ({ canvasElement }) => {
    await chooseTemplate(canvasElement);
    await pressUpload(canvasElement);
    const dialog = await findModal(canvasElement, 'alertdialog', titles.unexpectedError, en.bulkUpload.unexpectedResponse);
    await closeModal(canvasElement, dialog);
  },
};

/** A proxy answers 200 with an HTML page: 'Unexpected Error', not 'Upload Successful!'. */
export const CsvUploadHtmlAnswer: Story = {
  beforeEach() {
    sandbox.faults.set(uploadRoute, { status: 200, body: '<!DOCTYPE html><html><body>Please sign in</body></html>', headers: { 'Content-Type': 'text/html' } });
  },
  play: async ({ canvasElement }) => {
    await chooseTemplate(canvasElement);
    await pressUpload(canvasElement);
    const dialog = await findModal(canvasElement, 'alertdialog', titles.unexpectedError, en.bulkUpload.unexpectedResponse);
    await closeModal(canvasElement, dialog);
    const result = await findFocusedResult(canvasElement);
    await expect(result).toHaveTextContent(en.bulkUpload.result.failed);
    await expect(within(result).queryByText(en.bulkUpload.result.success)).not.toBeInTheDocument();
  },
};

/** The server refuses the token (401): 'Authentication Error'. */
export const CsvUploadUnauthorised: Story = {
  beforeEach() {
    sandbox.faults.set(uploadRoute, { status: 401 });
  },
  play: async ({ canvasElement }) => {
    await chooseTemplate(canvasElement);
    await pressUpload(canvasElement);
    const dialog = await findModal(canvasElement, 'alertdialog', titles.authenticationError, en.session.authenticationRequired);
    await closeModal(canvasElement, dialog);
  },
};

/** Signed out: no token to send, so nothing is sent and 'Authentication Error' says to log in again. */
export const NoToken: Story = {
  parameters: { storyToken: null } satisfies StorySandboxParameters,
  play: async ({ canvasElement }) => {
    const propertiesBefore = sandbox.db.properties.count();
    await chooseTemplate(canvasElement);
    await pressUpload(canvasElement);
    const dialog = await findModal(canvasElement, 'alertdialog', titles.authenticationError, en.session.authenticationRequired);
    await closeModal(canvasElement, dialog);
    await expect(sandbox.db.properties.count()).toBe(propertiesBefore);
  },
};

/** No agent id for the upload: 'Profile Error'. */
export const NoAgent: Story = {
  args: { agentId: null },
  play: async ({ canvasElement }) => {
    await chooseTemplate(canvasElement);
    await pressUpload(canvasElement);
    const dialog = await findModal(canvasElement, 'alertdialog', titles.profileError, en.session.agentProfileNotFound);
    await closeModal(canvasElement, dialog);
  },
};

/** Upload Properties before choosing a file: 'Please select a file'. */
export const NoFile: Story = {
  play: async ({ canvasElement }) => {
    await pressUpload(canvasElement);
    const dialog = await findModal(canvasElement, 'alertdialog', titles.fileSelectionError, en.bulkUpload.selectFile);
    await closeModal(canvasElement, dialog);
  },
};

/** A picture chosen in the CSV area: 'Please select a valid CSV file', in the modal and in the area. */
export const WrongFileType: Story = {
  play: async ({ canvasElement }) => {
    // The chooser's filter is bypassed, as a drop or a chooser set to 'All files' would.
    await userEvent.upload(csvInput(canvasElement), storyPngFile('floor-plan.png'), { applyAccept: false });
    const dialog = await findModal(canvasElement, 'alertdialog', titles.fileSelectionError, en.files.csvInvalidType);
    await closeModal(canvasElement, dialog);
    await expect(within(canvasElement).getByText(en.files.csvInvalidType)).toBeVisible();
  },
};

/** A picture chosen after a good CSV: the CSV is dropped with the refusal, so Upload says 'Please select a file'. */
export const WrongFileReplacesTheChosenOne: Story = {
  play: async ({ canvasElement, canvas }) => {
    await chooseTemplate(canvasElement);
    await userEvent.upload(csvInput(canvasElement), storyPngFile('floor-plan.png'), { applyAccept: false });
    await closeModal(canvasElement, await findModal(canvasElement, 'alertdialog', titles.fileSelectionError, en.files.csvInvalidType));
    await expect(canvas.queryByText(byTextContent(csvCopy.selectedFile(propertyCsvTemplateFileNames.new), { exact: false }))).not.toBeInTheDocument();
    await pressUpload(canvasElement);
    await closeModal(canvasElement, await findModal(canvasElement, 'alertdialog', titles.fileSelectionError, en.bulkUpload.selectFile));
  },
};

/**
 * The upload never answers: leaving the page asks first while it runs; Cancel Upload stops it, the
 * panel says 'Upload Cancelled' / 'Upload was cancelled.' and takes focus, and no modal opens.
 */
export const Cancel: Story = {
  beforeEach() {
    sandbox.faults.set(uploadRoute, { never: true });
  },
  play: async ({ canvasElement, canvas }) => {
    await chooseTemplate(canvasElement);
    await pressUpload(canvasElement);
    await expect(await canvas.findByRole('progressbar', { name: csvCopy.progressLabel })).toBeVisible();
    await expect(mayLeave(canvasElement)).toBe(false);
    await userEvent.click(canvas.getByRole('button', { name: csvCopy.cancelUpload }));
    const result = await findFocusedResult(canvasElement);
    await expect(within(result).getByText(en.bulkUpload.result.cancelled)).toBeVisible();
    await expect(within(result).getByText(en.bulkUpload.cancelled)).toBeVisible();
    await expect(within(result).queryByText(en.bulkUpload.result.failed)).not.toBeInTheDocument();
    await expect(mayLeave(canvasElement)).toBe(true);
    await expect(page(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: csvCopy.uploadProperties })).toBeEnabled();
  },
};

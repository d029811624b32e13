import type { Meta, StoryObj } from '@storybook/react-vite';
import { en } from '@marketplace/domain';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createStorySandbox } from '../../shared/stories/storySandbox';
import { MediaUploadOnSandbox } from './stories/MediaUploadOnSandbox';
import { storyOversizedVideo, storyPngFile } from './stories/storyMediaFiles';

// The section on the real hook and the sandbox (msw in the story's page); faults are set per story.
const { sandbox, connectedMeta } = createStorySandbox();
const copy = en.bulkUpload.media;
const titles = en.bulkUpload.modalTitles;

const meta = {
  title: 'Screens/BulkUpload/MediaUploadSection/Connected',
  component: MediaUploadOnSandbox,
  ...connectedMeta(),
  args: { clipboard: { writeText: fn(async () => undefined) } },
  argTypes: { clipboard: { control: false } },
} satisfies Meta<typeof MediaUploadOnSandbox>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

function fileInput(canvasElement: HTMLElement): HTMLInputElement {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

/** Upload a picture: its absolute URL appears, the picture loads from it, and Copy URL copies it. */
export const UploadAndCopy: Story = {
  play: async ({ canvasElement, args, canvas }) => {
    await userEvent.upload(fileInput(canvasElement), storyPngFile('Marina View.png'));
    const row = within(await canvas.findByRole('group', { name: 'Marina View.png' }));
    const url = `${window.location.origin}/api/media/marina-view-1.png`;
    await expect(row.getByText(url)).toBeVisible();
    // Toasts and modals fade in: wait for them to become visible.
    await waitFor(() => expect(page(canvasElement).getByText(titles.mediaUploaded)).toBeVisible());
    await expect(page(canvasElement).getByText(en.bulkUpload.modalBodies.mediaUploaded(1))).toBeVisible();
    const picture = row.getByRole('presentation');
    await waitFor(() => expect((picture as HTMLImageElement).naturalWidth).toBe(1));
    await userEvent.click(row.getByRole('button', { name: copy.copyUrl }));
    await expect(args.clipboard?.writeText).toHaveBeenCalledWith(url);
    await expect(await row.findByRole('button', { name: copy.copied })).toBeVisible();
    await waitFor(() => expect(page(canvasElement).getByText(titles.urlCopied)).toBeVisible());
  },
};

/** The media service answers 500: 'Media Upload Failed' with the status and the answer's text; nothing is listed. */
export const UploadFails: Story = {
  beforeEach() {
    sandbox.faults.set('POST /api/media/upload', { status: 500, body: 'Storage unavailable' });
  },
  play: async ({ canvasElement, canvas }) => {
    await userEvent.upload(fileInput(canvasElement), storyPngFile('lobby.png'));
    const dialog = await page(canvasElement).findByRole('alertdialog', { name: titles.mediaUploadFailed });
    const problem = copy.fileProblem('lobby.png', en.files.uploadFailedWithStatus(500, 'Storage unavailable'));
    await waitFor(() => expect(within(dialog).getByText(problem)).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: en.bulkUpload.ok }));
    await waitFor(() => expect(page(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(canvas.getByRole('heading', { name: copy.emptyTitle })).toBeVisible();
  },
};

/** A video over 10 MB is refused before anything is sent, with the shared validator's message. */
export const FileTooLarge: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), storyOversizedVideo('drone-tour.mp4'));
    const dialog = await page(canvasElement).findByRole('alertdialog', { name: titles.mediaUploadFailed });
    await waitFor(() => expect(within(dialog).getByText(copy.fileProblem('drone-tour.mp4', en.files.tooLarge(10)))).toBeVisible());
    await expect(sandbox.db.media.names()).toEqual([]);
  },
};

/** An upload that never finishes can be cancelled: its progress goes, and no error is shown. */
export const CancelUpload: Story = {
  beforeEach() {
    sandbox.faults.set('POST /api/media/upload', { never: true });
  },
  play: async ({ canvasElement, canvas }) => {
    await userEvent.upload(fileInput(canvasElement), storyPngFile('slow.png'));
    await expect(await canvas.findByRole('progressbar', { name: 'slow.png' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: copy.cancelUpload('slow.png') }));
    await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull());
    await expect(page(canvasElement).queryByRole('alertdialog')).toBeNull();
    await expect(canvas.getByRole('heading', { name: copy.emptyTitle })).toBeVisible();
  },
};

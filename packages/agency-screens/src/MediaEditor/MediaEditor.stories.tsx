import type { Meta, StoryObj } from '@storybook/react-vite';
import { en } from '@marketplace/domain';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createStorySandbox } from '../shared/stories/storySandbox';
import { MediaEditorHarness } from './stories/MediaEditorHarness';
import { typicalMedia } from './stories/mediaEditorStoryData';
import { recordedWebm } from './stories/recordedWebm';
import { emptyFile, mp4File, pdfNamedMp4, pngFile, thirtyPhotos } from './stories/storyMediaFiles';

// The editor on the real hook and the sandbox (msw in the story's page); faults are set per story.
const { sandbox, connectedMeta } = createStorySandbox();
const messages = en.additionalMedia;
const uploadRoute = 'POST /api/media/upload';

const meta = {
  title: 'Screens/MediaEditor/Connected',
  component: MediaEditorHarness,
  ...connectedMeta({ signedIn: true }),
  args: { onChange: fn() },
} satisfies Meta<typeof MediaEditorHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

function fileInput(canvasElement: HTMLElement): HTMLInputElement {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

const rows = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('grid', { name: messages.title }))
    .queryAllByRole('row')
    .filter((row) => row.textContent !== '');

const sent = (canvasElement: HTMLElement) => {
  const output = canvasElement.querySelector('output[aria-label="propertyMedia"]');
  return { media: JSON.parse(output?.textContent ?? '[]') as { url: string; type: string }[], allStored: output?.getAttribute('data-all-stored') === 'true' };
};

/** Nothing added yet. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(messages.empty)).toBeVisible();
  },
};

/** A saved gallery to add to: the picture and a recorded video are uploaded, each shown by its own picture or first frame. */
export const AddImageAndVideo: Story = {
  args: { initialValue: typicalMedia() },
  play: async ({ canvasElement }) => {
    const video = (await recordedWebm('walkthrough.webm')) ?? mp4File('walkthrough.mp4');
    const before = rows(canvasElement).length;
    await userEvent.upload(fileInput(canvasElement), [pngFile('terrace.png'), video]);
    await waitFor(() => expect(rows(canvasElement)).toHaveLength(before + 2));
    await waitFor(() => expect(sent(canvasElement).allStored).toBe(true));
    const urls = sent(canvasElement).media.map((item) => item.url);
    await expect(urls.slice(-2)).toEqual(['/api/media/terrace-1.png', `/api/media/${video.name.replace('.', '-1.')}`]);
  },
};

/** The media service fails the first two uploads: each says 'Upload failed' with why, and Retry sends the same file again. */
export const UploadsFailingAndRetried: Story = {
  beforeEach() {
    sandbox.faults.set(uploadRoute, { status: 500, body: 'Storage unavailable', times: 2 });
  },
  play: async ({ canvasElement, canvas }) => {
    await userEvent.upload(fileInput(canvasElement), [pngFile('kitchen.png'), pngFile('pool.png')]);
    await waitFor(() => expect(canvas.getAllByRole('alert')).toHaveLength(2));
    for (const alert of canvas.getAllByRole('alert')) {
      await expect(alert).toHaveTextContent(`${messages.uploadFailed}${en.files.uploadFailedWithStatus(500, 'Storage unavailable')}`);
    }
    await userEvent.type(within(rows(canvasElement)[0]!).getByRole('textbox', { name: messages.descriptionLabel }), 'Open kitchen');
    await userEvent.click(canvas.getByRole('button', { name: messages.retryItem('kitchen.png') }));
    await userEvent.click(canvas.getByRole('button', { name: messages.retryItem('pool.png') }));
    await waitFor(() => expect(sent(canvasElement).allStored).toBe(true));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(sent(canvasElement).media).toEqual([
      expect.objectContaining({ url: '/api/media/kitchen-1.png', description: 'Open kitchen' }),
      expect.objectContaining({ url: '/api/media/pool-1.png' }),
    ]);
  },
};

/** A renamed PDF, an empty file and a text file are refused, each with why; the gallery already entered stays. */
export const BadFiles: Story = {
  args: { initialValue: typicalMedia() },
  play: async ({ canvasElement, canvas }) => {
    const before = rows(canvasElement).length;
    await userEvent.upload(fileInput(canvasElement), [pdfNamedMp4('brochure.mp4'), emptyFile('empty.jpg'), new File(['notes'], 'notes.txt', { type: 'text/plain' })], { applyAccept: false });
    const list = await canvas.findByRole('list', { name: messages.refusedFiles });
    await waitFor(() => expect(within(list).getAllByRole('alert')).toHaveLength(3));
    await expect(within(list).getByText(messages.notAVideo)).toBeVisible();
    await expect(within(list).getByText(messages.emptyFile)).toBeVisible();
    await expect(within(list).getByText(messages.invalidType)).toBeVisible();
    await expect(rows(canvasElement)).toHaveLength(before);
  },
};

/** Thirty photos at once: three upload at a time, the rest wait their turn, and all are stored in the order chosen. */
export const ThirtyFiles: Story = {
  beforeEach() {
    sandbox.faults.set(uploadRoute, { delayMs: 150 });
  },
  play: async ({ canvasElement, canvas }) => {
    await userEvent.upload(fileInput(canvasElement), thirtyPhotos());
    await waitFor(() => expect(rows(canvasElement)).toHaveLength(30));
    await waitFor(() => expect(canvas.getAllByText(messages.queued).length).toBeGreaterThan(20));
    await expect(canvas.getAllByRole('progressbar').length).toBeLessThanOrEqual(3);
    // The default limit (20 s), not a shorter one: on a loaded two-core machine the thirty uploads took
    // 14-23 s (10 s alone), so a 15 s limit failed a run that was only slow.
    await waitFor(() => expect(sent(canvasElement).allStored).toBe(true));
    await expect(sent(canvasElement).media.map((item) => item.url)[29]).toBe('/api/media/photo-30-1.png');
  },
};

/** On a phone: the picture beside the handle and Remove, the fields under them, nothing wider than the screen. */
export const Narrow: Story = {
  args: { initialValue: typicalMedia() },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), pngFile('balcony.png'));
    await waitFor(() => expect(sent(canvasElement).allStored).toBe(true));
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

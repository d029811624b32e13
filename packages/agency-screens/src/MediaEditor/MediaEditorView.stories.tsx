import type { Meta, StoryObj } from '@storybook/react-vite';
import { en } from '@marketplace/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MediaEditorView } from './MediaEditorView';
import { fullMedia, typicalMedia } from './stories/mediaEditorStoryData';
import { byTextContent } from '../shared/textContent.testing';

const messages = en.additionalMedia;

const meta = {
  title: 'Screens/MediaEditor/View',
  component: MediaEditorView,
  args: {
    items: typicalMedia(),
    onFilesChosen: fn(),
    onReorder: fn(),
    onToggleFeatured: fn(),
    onDescriptionChange: fn(),
    onRemove: fn(),
    onRetry: fn(),
    onDismissRefusal: fn(),
  },
} satisfies Meta<typeof MediaEditorView>;

export default meta;
type Story = StoryObj<typeof meta>;

const rows = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('grid', { name: messages.title }))
    .getAllByRole('row')
    .filter((row) => row.textContent !== '');

/** Nothing added yet: the drop zone with the formats and the limit, and the empty list. */
export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(messages.empty)).toBeVisible();
    await expect(canvas.getByText(`${messages.supportedFormats} ${messages.maxSize(10)}`)).toBeVisible();
    await expect(canvas.getByRole('button', { name: messages.addMedia })).toBeEnabled();
  },
};

/** A saved listing's gallery: the first featured, each with its kind, description and handle. */
export const Typical: Story = {
  play: async ({ canvasElement, args }) => {
    const [first] = rows(canvasElement);
    await expect(within(first!).getByRole('checkbox', { name: messages.markFeatured })).toBeChecked();
    await expect(within(first!).getByText(messages.featured)).toBeVisible();
    await expect(within(first!).getByRole('button', { name: `Drag ${args.items[0]!.name}` })).toBeVisible();
    await expect(within(canvasElement).getByText(messages.reorderHint)).toBeVisible();
    await userEvent.click(within(first!).getByRole('button', { name: messages.removeItem(args.items[0]!.name) }));
    await expect(args.onRemove).toHaveBeenCalledWith(args.items[0]!.id);
  },
};

/** Thirty items: the long list, every one with its controls. */
export const Full: Story = {
  args: { items: fullMedia() },
  play: async ({ canvasElement, args }) => {
    await expect(args.items).toHaveLength(30);
    await expect(rows(canvasElement)).toHaveLength(30);
  },
};

/** Files on their way: one at 40%, one waiting its turn, one failed with the reason and Retry. */
export const Uploading: Story = {
  args: (() => {
    const items = typicalMedia().map((item, index) => (index === 0 ? item : { ...item, url: null }));
    return {
      items,
      uploads: {
        [items[1]!.id]: { status: 'uploading', percent: 40 },
        [items[2]!.id]: { status: 'failed', reason: en.files.uploadFailedWithStatus(500, 'Internal Server Error') },
        ...Object.fromEntries(items.slice(3).map((item) => [item.id, { status: 'queued' }])),
      },
    };
  })(),
  play: async ({ canvasElement, args }) => {
    const [, uploading, failed] = rows(canvasElement);
    await expect(within(uploading!).getByRole('progressbar', { name: args.items[1]!.name })).toHaveAttribute('aria-valuenow', '40');
    await expect(within(failed!).getByRole('alert')).toHaveTextContent(messages.uploadFailed);
    await userEvent.click(within(failed!).getByRole('button', { name: messages.retryItem(args.items[2]!.name) }));
    await expect(args.onRetry).toHaveBeenCalledWith(args.items[2]!.id);
  },
};

/** Refused files of the last choice, each under 'Invalid file' with why. */
export const Refused: Story = {
  args: {
    refusals: [
      { id: 'r1', fileName: 'brochure.mp4', message: messages.notAVideo },
      { id: 'r2', fileName: 'drone-tour.mov', message: messages.tooLarge(10) },
      { id: 'r3', fileName: 'floorplan.pdf', message: messages.invalidType },
    ],
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: messages.refusedFiles });
    await expect(within(list).getAllByRole('alert')).toHaveLength(3);
    await expect(within(list).getByText(byTextContent(`${messages.invalidFile}: brochure.mp4`))).toBeVisible();
    await expect(within(list).getByText(messages.notAVideo)).toBeVisible();
  },
};

/** A phone: the picture beside the handle and Remove, the fields under them. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const [first] = rows(canvasElement);
    await expect(within(first!).getByRole('textbox', { name: messages.descriptionLabel })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { en } from '@marketplace/domain';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MediaUploadSection } from './MediaUploadSection';
import { fullMediaItems, typicalMediaItems, uploadsInFlight } from './stories/mediaStoryData';
import { StatefulMediaUploadSection } from './stories/StatefulMediaUploadSection';

const copy = en.bulkUpload.media;

const meta = {
  title: 'Screens/BulkUpload/MediaUploadSection',
  component: MediaUploadSection,
  args: {
    items: [],
    uploads: [],
    onFilesChosen: fn(),
    onCancelUpload: fn(),
    onCopy: fn(),
    onRemove: fn(),
  },
  argTypes: { items: { control: false }, uploads: { control: false } },
  render: (args) => <StatefulMediaUploadSection {...args} />,
} satisfies Meta<typeof MediaUploadSection>;

export default meta;
type Story = StoryObj<typeof meta>;

function fileInput(canvasElement: HTMLElement): HTMLInputElement {
  // react-aria's FileTrigger keeps the real input hidden; the Upload Media button opens it.
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}

/** Nothing uploaded yet: the empty state, the drop target with Upload Media, and the CSV columns hint. */
export const Empty: Story = {
  play: async ({ canvasElement, args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: copy.title })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: copy.emptyTitle })).toBeVisible();
    await expect(canvas.getByText(copy.hint)).toBeVisible();
    await expect(canvas.getByRole('button', { name: copy.uploadMedia })).toBeEnabled();
    const photo = new File(['photo'], 'marina-view.jpg', { type: 'image/jpeg' });
    const tour = new File(['tour'], 'marina-tour.mp4', { type: 'video/mp4' });
    await userEvent.upload(fileInput(canvasElement), [photo, tour]);
    await expect(args.onFilesChosen).toHaveBeenCalledWith([photo, tour]);
  },
};

/** Several files on their way, each with its own progress bar and Cancel. */
export const Uploading: Story = {
  args: { uploads: uploadsInFlight(), items: typicalMediaItems().slice(0, 2) },
  play: async ({ canvas, args }) => {
    const [slow, middle, fast] = args.uploads;
    if (!slow || !middle || !fast) throw new Error('the story needs three uploads');
    await expect(canvas.getByRole('progressbar', { name: slow.name })).toHaveAttribute('aria-valuenow', '8');
    await expect(canvas.getByRole('progressbar', { name: middle.name })).toHaveAttribute('aria-valuenow', '46');
    await expect(canvas.getByRole('progressbar', { name: fast.name })).toHaveAttribute('aria-valuenow', '93');
    await expect(canvas.getByText('93%')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: copy.cancelUpload(middle.name) }));
    await expect(args.onCancelUpload).toHaveBeenCalledWith(middle.id);
  },
};

/** A few generated URLs: Copy URL reads 'Copied!' for 2 s, Remove takes a file out. */
export const Typical: Story = {
  args: { items: typicalMediaItems() },
  play: async ({ canvas, args }) => {
    const [video, photo] = args.items;
    if (!video || !photo) throw new Error('the story needs two items');
    const photoRow = within(canvas.getByRole('group', { name: photo.name }));
    await expect(photoRow.getByText(photo.url)).toBeVisible();
    await userEvent.click(photoRow.getByRole('button', { name: copy.copyUrl }));
    await expect(args.onCopy).toHaveBeenCalledWith(photo);
    await expect(await photoRow.findByRole('button', { name: copy.copied })).toBeVisible();
    await waitFor(() => expect(photoRow.getByRole('button', { name: copy.copyUrl })).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: copy.removeItem(video.name) }));
    await expect(args.onRemove).toHaveBeenCalledWith(video);
    await waitFor(() => expect(canvas.queryByRole('group', { name: video.name })).toBeNull());
  },
};

/** Many URLs with long file names: names and URLs wrap, the buttons stay in reach. */
export const Full: Story = {
  args: { items: fullMediaItems() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('button', { name: copy.copyUrl })).toHaveLength(args.items.length);
  },
};

/** A phone: the buttons move under each file. */
export const Narrow: Story = {
  args: { items: typicalMediaItems(), uploads: uploadsInFlight([35]) },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, args }) => {
    const [first] = args.items;
    if (!first) throw new Error('the story needs an item');
    await expect(canvas.getByRole('button', { name: copy.removeItem(first.name) })).toBeVisible();
  },
};

/** A photo's URL was just copied: its button alone reads 'Copied!'. */
export const CopiedIndicator: Story = {
  args: (() => {
    const items = typicalMediaItems();
    return { items, copiedId: items[1]?.id ?? null };
  })(),
  play: async ({ canvas, args }) => {
    const copied = args.items[1];
    if (!copied) throw new Error('the story needs two items');
    const row = within(canvas.getByRole('group', { name: copied.name }));
    await expect(row.getByRole('button', { name: copy.copied })).toHaveAccessibleDescription(copied.name);
    await expect(canvas.getAllByRole('button', { name: copy.copied })).toHaveLength(1);
  },
};

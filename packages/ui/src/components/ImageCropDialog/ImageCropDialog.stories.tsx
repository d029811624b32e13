import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { expectStillOpen } from '../Modal/overlayStories.testing';
import { cropToJpeg, gradientPictureUrl } from './cropStories.testing';
import { ImageCropDialog } from './ImageCropDialog';
import type { ImageCropFrame } from './imageCropFrame';

const squareFrame: ImageCropFrame = { aspect: 1, zoom: { min: 1, max: 3, step: 0.1 } };
const bannerFrame: ImageCropFrame = {
  aspect: 3.5,
  zoom: { min: 1, max: 3, step: 0.1 },
  // A fixed 350 px window where it fits, else 90% of a narrow canvas.
  cropWindow: (width) => ({ width: Math.min(350, width * 0.9), height: Math.min(350, width * 0.9) / 3.5 }),
  initialCanvasWidth: 700,
};

const meta = {
  title: 'UI/ImageCropDialog',
  component: ImageCropDialog,
  args: { imageUrl: null, frame: squareFrame, crop: cropToJpeg, onApply: fn(), onCancel: fn(), onCropFailed: fn() },
  argTypes: { imageUrl: { control: false }, frame: { control: false }, crop: { control: false } },
  // The chosen picture is made in the browser: a gradient drawn on a canvas, as a blob: URL.
  loaders: [async () => ({ imageUrl: await gradientPictureUrl() })],
  render: (args, { loaded }) => <ImageCropDialog {...args} imageUrl={typeof loaded.imageUrl === 'string' ? loaded.imageUrl : null} />,
} satisfies Meta<typeof ImageCropDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The cropper arrives (loaded lazily), ready once the picture has given an area to keep. */
async function openedDialog(title: string, applyLabel: string) {
  const dialog = await screen.findByRole('dialog', { name: title });
  await waitFor(() => expect(dialog).toBeVisible());
  const apply = within(dialog).getByRole('button', { name: applyLabel });
  await waitFor(() => expect(apply).toBeEnabled());
  return { dialog, apply };
}

async function appliedPicture(onApply: ReturnType<typeof fn>) {
  await waitFor(() => expect(onApply).toHaveBeenCalledTimes(1));
  const picture: unknown = onApply.mock.calls[0]?.[0];
  if (!(picture instanceof Blob)) throw new Error('Apply did not hand over a Blob');
  const decoded = await createImageBitmap(picture);
  const size = { width: decoded.width, height: decoded.height };
  decoded.close();
  return size;
}

/** A square photo with the default English labels: zoom from the keyboard, then Apply hands over a square. */
export const Square: Story = {
  play: async ({ args }) => {
    const { dialog, apply } = await openedDialog('Crop Image', 'Apply');
    const zoom = within(dialog).getByRole('slider', { name: 'Zoom' });
    zoom.focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await waitFor(() => expect(Number((zoom as HTMLInputElement).value)).toBeCloseTo(1.2, 5));
    await userEvent.click(apply);
    const size = await appliedPicture(args.onApply);
    await expect(size.width).toBe(size.height);
  },
};

/** A banner with a fixed window and the caller's words; Apply hands over a 3.5:1 picture. */
export const BannerWithLabels: Story = {
  args: { frame: bannerFrame, size: 'large', title: 'Crop Cover Image', zoomLabel: 'Zoom level', applyLabel: 'Use this crop', cancelLabel: 'Discard' },
  play: async ({ args }) => {
    const { dialog, apply } = await openedDialog('Crop Cover Image', 'Use this crop');
    await expect(within(dialog).getByRole('slider', { name: 'Zoom level' })).toBeVisible();
    await expect(within(dialog).getByRole('group', { name: 'Crop Cover Image' })).toBeVisible();
    await userEvent.click(apply);
    const size = await appliedPicture(args.onApply);
    await expect(size.width / size.height).toBeCloseTo(3.5, 1);
  },
};

/** Cancel closes without a picture. */
export const Cancel: Story = {
  play: async ({ args }) => {
    const { dialog } = await openedDialog('Crop Image', 'Apply');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalled();
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};

/** Opened over a dialog that refuses Escape and outside clicks, it refuses them too. */
export const NotDismissable: Story = {
  args: { isDismissable: false },
  play: async ({ args }) => {
    const { dialog } = await openedDialog('Crop Image', 'Apply');
    await userEvent.keyboard('{Escape}');
    await expectStillOpen(dialog);
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

/** On a phone the canvas shrinks with the dialog and Apply still hands over a square. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ args }) => {
    const { dialog, apply } = await openedDialog('Crop Image', 'Apply');
    const window = within(dialog).getByRole('group', { name: 'Crop Image' });
    await expect(window.getBoundingClientRect().width).toBeLessThanOrEqual(dialog.getBoundingClientRect().width);
    await userEvent.click(apply);
    const size = await appliedPicture(args.onApply);
    await expect(size.width).toBe(size.height);
  },
};

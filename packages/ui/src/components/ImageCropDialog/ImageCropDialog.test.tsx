import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ImageCropDialog, type ImageCropDialogProps } from './ImageCropDialog';
import type { ImageCropFrame } from './imageCropFrame';

const square: ImageCropFrame = { aspect: 1, zoom: { min: 1, max: 3, step: 0.1 } };

function renderDialog(props: Partial<ImageCropDialogProps> = {}) {
  const handlers = { onApply: vi.fn(), onCancel: vi.fn(), crop: vi.fn(async () => new Blob(['jpeg'], { type: 'image/jpeg' })) };
  const view = render(<ImageCropDialog imageUrl="blob:photo" frame={square} {...handlers} {...props} />);
  return { ...handlers, ...view };
}

describe('ImageCropDialog', () => {
  it('speaks English by default, and the caller’s words when given', async () => {
    const { rerender, onApply, onCancel, crop } = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Crop Image' })).toBeInTheDocument();
    expect(await screen.findByRole('slider', { name: 'Zoom' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeInTheDocument();

    rerender(
      <ImageCropDialog
        imageUrl="blob:photo"
        frame={square}
        crop={crop}
        onApply={onApply}
        onCancel={onCancel}
        title="قص الصورة"
        zoomLabel="تكبير"
        applyLabel="تطبيق"
        cancelLabel="إلغاء"
      />,
    );
    expect(screen.getByRole('dialog', { name: 'قص الصورة' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'قص الصورة' })).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'تكبير' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'تطبيق' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'إلغاء' })).toBeInTheDocument();
  });

  it('keeps Apply disabled until the picture has given an area to keep', async () => {
    const { crop } = renderDialog();
    // jsdom decodes no picture, so the cropper never reports an area.
    await screen.findByRole('slider', { name: 'Zoom' });
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    expect(crop).not.toHaveBeenCalled();
  });

  it('cancels with Cancel, Escape and a click outside by default', async () => {
    const user = userEvent.setup();
    const { onCancel } = renderDialog();
    await screen.findByRole('slider', { name: 'Zoom' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
    await user.click(document.body);
    expect(onCancel).toHaveBeenCalledTimes(3);
  });

  it('refuses Escape and a click outside when it is not dismissable', async () => {
    const user = userEvent.setup();
    const { onCancel } = renderDialog({ isDismissable: false });
    await screen.findByRole('slider', { name: 'Zoom' });
    await user.keyboard('{Escape}');
    await user.click(document.body);
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Crop Image' })).toBeInTheDocument();
  });

  it('renders nothing without a picture', () => {
    renderDialog({ imageUrl: null });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

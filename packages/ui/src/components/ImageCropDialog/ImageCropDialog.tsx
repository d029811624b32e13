import { lazy, Suspense, useState } from 'react';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import { Modal, type ModalProps } from '../Modal/Modal';
import { Skeleton } from '../Skeleton/Skeleton';
import * as styles from './ImageCropDialog.css';
import type { ImageCropArea, ImageCropFrame } from './imageCropFrame';

// react-easy-crop is needed only once a picture is chosen: it loads with the cropper, never with
// the dialog's importer (DESIGN.md, heavy libraries).
const ImageCropper = lazy(() => import('./ImageCropper'));

export interface ImageCropDialogProps {
  /** The chosen picture (a blob: URL); the dialog is open while it is set. */
  readonly imageUrl: string | null;
  /** The window's shape, the zoom range and, optionally, the window's size for a canvas width. */
  readonly frame: ImageCropFrame;
  /** Cuts the kept area out of the picture (the caller's size and format). */
  readonly crop: (imageUrl: string, area: ImageCropArea) => Promise<Blob>;
  /** Called with the cropped picture once Apply has produced it. */
  readonly onApply: (picture: Blob) => void;
  /** Called on Cancel, and on Escape or a click outside when the dialog is dismissable. */
  readonly onCancel: () => void;
  /** Called when the crop cannot be produced (the picture does not decode). */
  readonly onCropFailed?: (error: unknown) => void;
  /** The dialog's title; it also names the crop window. @default 'Crop Image' */
  readonly title?: string;
  /** @default 'Zoom' */
  readonly zoomLabel?: string;
  /** @default 'Apply' */
  readonly applyLabel?: string;
  /** @default 'Cancel' */
  readonly cancelLabel?: string;
  /** The canvas the picture moves in; it must have a size and `position: relative`. @default a 4:3 canvas as wide as the dialog */
  readonly canvasClassName?: string;
  /** @default as wide as the dialog */
  readonly sliderClassName?: string;
  /** @default 'medium' */
  readonly size?: ModalProps['size'];
  /** Whether Escape and a click outside cancel; a dialog opened over another that refuses them refuses them too. @default true */
  readonly isDismissable?: boolean;
}

/**
 * A picture cropped before it is uploaded: the cropper (react-easy-crop, loaded lazily), a Zoom
 * slider the keyboard works, Apply and Cancel. Arrow keys move the picture inside the window.
 */
export function ImageCropDialog({
  imageUrl,
  frame,
  crop,
  onApply,
  onCancel,
  onCropFailed,
  title = 'Crop Image',
  zoomLabel = 'Zoom',
  applyLabel = 'Apply',
  cancelLabel = 'Cancel',
  canvasClassName = styles.canvas,
  sliderClassName = styles.slider,
  size = 'medium',
  isDismissable = true,
}: ImageCropDialogProps) {
  const [area, setArea] = useState<ImageCropArea | null>(null);
  const [isApplying, setApplying] = useState(false);

  const apply = async () => {
    if (!imageUrl || !area) return;
    setApplying(true);
    try {
      onApply(await crop(imageUrl, area));
    } catch (error) {
      onCropFailed?.(error);
    } finally {
      setApplying(false);
    }
  };

  return (
    <Modal
      size={size}
      isOpen={imageUrl !== null}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
      // Only a dismissable dialog closes by itself; one that is not has no close request to answer (and a
      // handler on it, closed, took the invalid fields' messages of the form it opens over away).
      onOpenChange={
        isDismissable
          ? (isOpen) => {
              if (!isOpen) onCancel();
            }
          : undefined
      }
    >
      <Dialog
        title={title}
        footer={
          <>
            <Button variant="secondary" onPress={onCancel} isDisabled={isApplying}>
              {cancelLabel}
            </Button>
            {/* Disabled rather than pending: a pending button announces itself by id, and Apply
                unmounts with the dialog, which would leave that announcement pointing at nothing. */}
            <Button onPress={() => void apply()} isDisabled={!area || isApplying}>
              {applyLabel}
            </Button>
          </>
        }
      >
        {imageUrl ? (
          <Suspense
            fallback={
              <div className={canvasClassName}>
                <Skeleton variant="rect" width="100%" height="100%" />
              </div>
            }
          >
            <ImageCropper
              key={imageUrl}
              imageUrl={imageUrl}
              frame={frame}
              label={title}
              zoomLabel={zoomLabel}
              canvasClassName={canvasClassName}
              sliderClassName={sliderClassName}
              onAreaChange={setArea}
            />
          </Suspense>
        ) : null}
      </Dialog>
    </Modal>
  );
}

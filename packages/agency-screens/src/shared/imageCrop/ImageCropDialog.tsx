import { Button, Dialog, Modal, Skeleton, type ModalProps } from '@marketplace/ui';
import { lazy, Suspense, useState } from 'react';
import type { ImageCropArea, ImageCropFrame } from './imageCropFrame';

const ImageCropper = lazy(() => import('./ImageCropper'));

/** The dialog's copy: each screen passes its own catalogue's words. */
export interface ImageCropCopy {
  readonly title: string;
  readonly zoom: string;
  readonly apply: string;
  readonly cancel: string;
}

export interface ImageCropDialogProps {
  /** The chosen picture (a blob: URL); the dialog is open while it is set. */
  readonly imageUrl: string | null;
  readonly copy: ImageCropCopy;
  readonly frame: ImageCropFrame;
  /** Cuts the kept area out of the picture (the screen's size and format). */
  readonly crop: (imageUrl: string, area: ImageCropArea) => Promise<Blob>;
  readonly canvasClassName: string;
  readonly sliderClassName: string;
  /** @default 'medium' */
  readonly size?: ModalProps['size'];
  /** Whether Escape and a click outside cancel; a dialog opened over another that refuses them refuses them too. @default true */
  readonly isDismissable?: boolean;
  /** Called with the cropped picture once Apply has produced it. */
  readonly onApply: (picture: Blob) => void;
  readonly onCancel: () => void;
  /** Called when the crop cannot be produced (the picture does not decode). */
  readonly onCropFailed?: (error: unknown) => void;
}

/**
 * The crop dialog every picture goes through before it is uploaded (the agency's cover, a team
 * member's photo): the cropper, Zoom, Apply and Cancel.
 */
export function ImageCropDialog({
  imageUrl,
  copy,
  frame,
  crop,
  canvasClassName,
  sliderClassName,
  size = 'medium',
  isDismissable = true,
  onApply,
  onCancel,
  onCropFailed,
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
        title={copy.title}
        footer={
          <>
            <Button variant="secondary" onPress={onCancel} isDisabled={isApplying}>
              {copy.cancel}
            </Button>
            {/* Disabled rather than pending: a pending button announces itself by id, and Apply
                unmounts with the dialog, which would leave that announcement pointing at nothing. */}
            <Button onPress={() => void apply()} isDisabled={!area || isApplying}>
              {copy.apply}
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
              label={copy.title}
              zoomLabel={copy.zoom}
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

import { Button, Dialog, Modal, Skeleton } from '@marketplace/ui';
import { lazy, Suspense, useState } from 'react';
import * as cropperStyles from './CoverCropper.css';
import { cropCoverImage, type CoverCropArea } from './cropCoverImage';
import { useAgencyProfileMessages } from '../../messages';

// react-easy-crop is heavy and needed only once a cover is chosen (DESIGN.md: heavy libraries by
// dynamic import), so the cropper is its own chunk.
const CoverCropper = lazy(() => import('./CoverCropper'));

export interface CoverCropDialogProps {
  /** The chosen image (a blob: URL); the dialog is open while it is set. */
  readonly imageUrl: string | null;
  /** Called with the 1200x343 JPEG once Apply has produced it. */
  readonly onApply: (cover: Blob) => void;
  /** Called on Cancel, Escape or a click outside. */
  readonly onCancel: () => void;
  /** Called when the crop cannot be produced (the image does not decode). */
  readonly onCropFailed?: (error: unknown) => void;
}

/** The 'Crop Cover Image' dialog: the cropper, Zoom, Apply and Cancel. */
export function CoverCropDialog({ imageUrl, onApply, onCancel, onCropFailed }: CoverCropDialogProps) {
  const messages = useAgencyProfileMessages().cropDialog;
  const [area, setArea] = useState<CoverCropArea | null>(null);
  const [isApplying, setApplying] = useState(false);

  const apply = async () => {
    if (!imageUrl || !area) return;
    setApplying(true);
    try {
      onApply(await cropCoverImage(imageUrl, area));
    } catch (error) {
      onCropFailed?.(error);
    } finally {
      setApplying(false);
    }
  };

  return (
    <Modal
      size="large"
      isOpen={imageUrl !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) onCancel();
      }}
    >
      <Dialog
        title={messages.title}
        footer={
          <>
            <Button variant="secondary" onPress={onCancel} isDisabled={isApplying}>
              {messages.cancel}
            </Button>
            {/* Disabled rather than pending: a pending button announces itself by id, and Apply
                unmounts with the dialog, which would leave that announcement pointing at nothing. */}
            <Button onPress={() => void apply()} isDisabled={!area || isApplying}>
              {messages.apply}
            </Button>
          </>
        }
      >
        {imageUrl ? (
          <Suspense
            fallback={
              <div className={cropperStyles.canvas}>
                <Skeleton variant="rect" width="100%" height="100%" />
              </div>
            }
          >
            <CoverCropper key={imageUrl} imageUrl={imageUrl} onAreaChange={setArea} />
          </Suspense>
        ) : null}
      </Dialog>
    </Modal>
  );
}

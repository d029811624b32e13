import { Button, Dialog, Modal, Skeleton } from '@marketplace/ui';
import { lazy, Suspense, useState } from 'react';
import { cropSquareImage, type PhotoCropArea } from './cropSquareImage';
import * as styles from './TeamPhotoCrop.css';
import { useTeamMessages } from '../../messages';

// react-easy-crop is needed only once a photo is chosen: its own chunk (DESIGN.md, heavy libraries).
const TeamPhotoCropper = lazy(() => import('./TeamPhotoCropper'));

export interface TeamPhotoCropDialogProps {
  /** The chosen photo (a blob: URL); the dialog is open while it is set. */
  readonly imageUrl: string | null;
  /** Called with the square JPEG once Apply has produced it. */
  readonly onApply: (photo: Blob) => void;
  /** Called on Cancel. */
  readonly onCancel: () => void;
  /** Called when the crop cannot be produced (the photo does not decode). */
  readonly onCropFailed: (error: unknown) => void;
}

/**
 * 'Crop Photo': the member's photo cut to a square before it is uploaded. It opens over the Add or
 * Edit dialog and, like them, closes only through its own buttons.
 */
export function TeamPhotoCropDialog({ imageUrl, onApply, onCancel, onCropFailed }: TeamPhotoCropDialogProps) {
  const messages = useTeamMessages().cropDialog;
  const [area, setArea] = useState<PhotoCropArea | null>(null);
  const [isApplying, setApplying] = useState(false);

  const apply = async () => {
    if (!imageUrl || !area) return;
    setApplying(true);
    try {
      onApply(await cropSquareImage(imageUrl, area));
    } catch (error) {
      onCropFailed(error);
    } finally {
      setApplying(false);
    }
  };

  return (
    <Modal size="medium" isOpen={imageUrl !== null} isDismissable={false} isKeyboardDismissDisabled>
      <Dialog
        title={messages.title}
        footer={
          <>
            <Button variant="secondary" onPress={onCancel} isDisabled={isApplying}>
              {messages.cancel}
            </Button>
            <Button onPress={() => void apply()} isDisabled={!area || isApplying}>
              {messages.apply}
            </Button>
          </>
        }
      >
        {imageUrl ? (
          <Suspense
            fallback={
              <div className={styles.canvas}>
                <Skeleton variant="rect" width="100%" height="100%" />
              </div>
            }
          >
            <TeamPhotoCropper key={imageUrl} imageUrl={imageUrl} onAreaChange={setArea} />
          </Suspense>
        ) : null}
      </Dialog>
    </Modal>
  );
}

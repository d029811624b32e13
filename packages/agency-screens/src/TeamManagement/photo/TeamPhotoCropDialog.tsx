import { ImageCropDialog, type ImageCropFrame } from '@marketplace/ui';
import { useTeamMessages } from '../../messages';
import { cropSquareImage } from './cropSquareImage';
import * as styles from './TeamPhotoCrop.css';
import { teamPhotoSettings } from './teamPhotoSettings';

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

const squareFrame: ImageCropFrame = { aspect: 1, zoom: teamPhotoSettings.zoom };

/**
 * 'Crop Photo': the member's photo cut to a square before it is uploaded, in ui's crop dialog, the same as the
 * agency's cover. It opens over the Add or Edit dialog and, like them, closes only through its own buttons.
 */
export function TeamPhotoCropDialog({ imageUrl, onApply, onCancel, onCropFailed }: TeamPhotoCropDialogProps) {
  const copy = useTeamMessages().cropDialog;
  return (
    <ImageCropDialog
      imageUrl={imageUrl}
      title={copy.title}
      zoomLabel={copy.zoom}
      applyLabel={copy.apply}
      cancelLabel={copy.cancel}
      frame={squareFrame}
      crop={cropSquareImage}
      canvasClassName={styles.canvas}
      sliderClassName={styles.slider}
      isDismissable={false}
      onApply={onApply}
      onCancel={onCancel}
      onCropFailed={onCropFailed}
    />
  );
}

import { coverImageLimits } from '@marketplace/domain';
import { ImageCropDialog, type ImageCropFrame } from '@marketplace/ui';
import { useAgencyProfileMessages } from '../../messages';
import * as cropperStyles from './CoverCropper.css';
import { coverZoom } from './coverZoom';
import { cropCoverImage } from './cropCoverImage';

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

/** The share of a narrow canvas's width the crop window takes, so it stays large enough to aim on a phone. */
const narrowWindowShare = 0.9;

/**
 * The crop window for a canvas `width` px wide: the spec's 350x100 when it fits with a margin, else
 * 90% of the canvas's width at the banner's 3.5:1 (at 375 px, halving the window with the canvas left
 * a 150x43 px target). What comes out is the same 1200x343 JPEG either way.
 */
export function coverCropWindow(width: number): { width: number; height: number } {
  const windowWidth = Math.min(coverImageLimits.cropWindowWidthPx, width * narrowWindowShare);
  return { width: windowWidth, height: windowWidth / coverImageLimits.aspectRatio };
}

// The spec's fixed 350x100 window on a 700x400 canvas (spec 1 section 9), and a zoom range it does not give.
const coverFrame: ImageCropFrame = {
  aspect: coverImageLimits.aspectRatio,
  zoom: coverZoom,
  cropWindow: coverCropWindow,
  initialCanvasWidth: coverImageLimits.canvasWidthPx,
};

/** The 'Crop Cover Image' dialog: ui's crop dialog with the banner's frame. */
export function CoverCropDialog({ imageUrl, onApply, onCancel, onCropFailed }: CoverCropDialogProps) {
  const copy = useAgencyProfileMessages().cropDialog;
  return (
    <ImageCropDialog
      imageUrl={imageUrl}
      title={copy.title}
      zoomLabel={copy.zoom}
      applyLabel={copy.apply}
      cancelLabel={copy.cancel}
      frame={coverFrame}
      crop={cropCoverImage}
      canvasClassName={cropperStyles.canvas}
      sliderClassName={cropperStyles.slider}
      size="large"
      onApply={onApply}
      onCancel={onCancel}
      onCropFailed={onCropFailed}
    />
  );
}

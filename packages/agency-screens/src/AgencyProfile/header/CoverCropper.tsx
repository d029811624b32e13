import { coverImageLimits } from '@marketplace/domain';
import { Slider, Stack } from '@marketplace/ui';
import { useEffect, useRef, useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import * as styles from './CoverCropper.css';
import { coverZoom } from './coverZoom';
import type { CoverCropArea } from './cropCoverImage';
import { useAgencyProfileMessages } from '../../messages';

// What stays the same for every cover: the zoom range and the banner's aspect ratio (spec 1 section 9).
const cropperFrame = { minZoom: coverZoom.min, maxZoom: coverZoom.max, aspect: coverImageLimits.aspectRatio, showGrid: false } as const;

export interface CoverCropperProps {
  /** The chosen image (a blob: URL). */
  readonly imageUrl: string;
  /** Called with the area to keep, in the image's own pixels, once the image loads and after each move or zoom. */
  readonly onAreaChange: (area: CoverCropArea) => void;
}

/** How much of the spec's 700 px wide canvas the container has, so the crop window shrinks with it. */
function useCanvasScale() {
  const ref = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(1);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => {
      const width = element.getBoundingClientRect().width;
      if (width > 0) setScale(Math.min(1, width / coverImageLimits.canvasWidthPx));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, scale };
}

/**
 * react-easy-crop in the spec's fixed 350x100 window on a 700x400 canvas (both scaled down together
 * on narrow screens), with a Zoom slider that the keyboard works too. Loaded lazily by
 * CoverCropDialog: react-easy-crop is only needed once a cover is chosen.
 */
export default function CoverCropper({ imageUrl, onAreaChange }: CoverCropperProps) {
  const messages = useAgencyProfileMessages().cropDialog;
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState<number>(coverZoom.min);
  const { ref, scale } = useCanvasScale();
  const cropSize = {
    width: coverImageLimits.cropWindowWidthPx * scale,
    height: coverImageLimits.cropWindowHeightPx * scale,
  };

  return (
    <Stack gap="large">
      <div ref={ref} className={styles.canvas}>
        <Cropper
          image={imageUrl}
          crop={crop}
          zoom={zoom}
          {...cropperFrame}
          cropSize={cropSize}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_area: Area, pixels: Area) => onAreaChange(pixels)}
          mediaProps={{ alt: '' }}
          // The crop window takes focus so arrow keys move the picture; the group role lets it carry a name.
          cropperProps={{ role: 'group', 'aria-label': messages.title }}
        />
      </div>
      <Slider
        className={styles.slider}
        value={zoom}
        onChange={setZoom}
        minValue={coverZoom.min}
        maxValue={coverZoom.max}
        step={coverZoom.step}
        formatOptions={{ style: 'decimal', maximumFractionDigits: 1, minimumFractionDigits: 1 }}
        label={messages.zoom}
      />
    </Stack>
  );
}

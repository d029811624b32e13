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

/** The canvas's width, measured as it changes, so the crop window can follow it. */
function useCanvasWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number>(coverImageLimits.canvasWidthPx);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => {
      const measured = element.getBoundingClientRect().width;
      if (measured > 0) setWidth(measured);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}

/**
 * react-easy-crop in the spec's fixed 350x100 window on a 700x400 canvas (on a narrow screen the
 * canvas shrinks and the window takes most of its width, see {@link coverCropWindow}), with a Zoom slider that the keyboard works too. Loaded lazily by
 * CoverCropDialog: react-easy-crop is only needed once a cover is chosen.
 */
export default function CoverCropper({ imageUrl, onAreaChange }: CoverCropperProps) {
  const messages = useAgencyProfileMessages().cropDialog;
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState<number>(coverZoom.min);
  const { ref, width } = useCanvasWidth();
  const cropSize = coverCropWindow(width);

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

import { useEffect, useRef, useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
// Its stylesheet as a file with this chunk, as maplibre's is with the map: left to itself the cropper
// writes a <style> element into the page, which a Content-Security-Policy without inline styles refuses.
import 'react-easy-crop/react-easy-crop.css';
import { Slider } from '../Slider/Slider';
import { Stack } from '../Stack/Stack';
import type { ImageCropArea, ImageCropFrame } from './imageCropFrame';

export interface ImageCropperProps {
  /** The chosen picture (a blob: URL). */
  readonly imageUrl: string;
  readonly frame: ImageCropFrame;
  /** Names the crop window (a group the arrow keys move the picture in). */
  readonly label: string;
  readonly zoomLabel: string;
  readonly canvasClassName: string;
  readonly sliderClassName: string;
  /** Called with the area to keep, once the picture loads and after each move or zoom. */
  readonly onAreaChange: (area: ImageCropArea) => void;
}

/** The canvas's width, measured as it changes, so a crop window can follow it. */
function useCanvasWidth(initial: number, isMeasured: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number>(initial);
  useEffect(() => {
    const element = ref.current;
    if (!element || !isMeasured) return undefined;
    const measure = () => {
      const measured = element.getBoundingClientRect().width;
      if (measured > 0) setWidth(measured);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [isMeasured]);
  return { ref, width };
}

/**
 * react-easy-crop with a Zoom slider the keyboard works too; arrow keys move the picture inside the
 * window. The default export, loaded lazily by ImageCropDialog: react-easy-crop is needed only once a
 * picture is chosen (DESIGN.md, heavy libraries).
 */
export default function ImageCropper({ imageUrl, frame, label, zoomLabel, canvasClassName, sliderClassName, onAreaChange }: ImageCropperProps) {
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState<number>(frame.zoom.min);
  const { ref, width } = useCanvasWidth(frame.initialCanvasWidth ?? 0, frame.cropWindow !== undefined);
  const cropSize = frame.cropWindow?.(width);
  return (
    <Stack gap="large">
      <div ref={ref} className={canvasClassName}>
        <Cropper
          image={imageUrl}
          crop={crop}
          zoom={zoom}
          minZoom={frame.zoom.min}
          maxZoom={frame.zoom.max}
          aspect={frame.aspect}
          showGrid={false}
          disableAutomaticStylesInjection
          {...(cropSize ? { cropSize } : {})}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_area: Area, pixels: Area) => onAreaChange(pixels)}
          mediaProps={{ alt: '' }}
          // The crop window takes focus so arrow keys move the picture; the group role lets it carry a name.
          cropperProps={{ role: 'group', 'aria-label': label }}
        />
      </div>
      <Slider
        className={sliderClassName}
        value={zoom}
        onChange={setZoom}
        minValue={frame.zoom.min}
        maxValue={frame.zoom.max}
        step={frame.zoom.step}
        formatOptions={{ style: 'decimal', maximumFractionDigits: 1, minimumFractionDigits: 1 }}
        label={zoomLabel}
      />
    </Stack>
  );
}

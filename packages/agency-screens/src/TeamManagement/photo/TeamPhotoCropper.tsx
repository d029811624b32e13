import { Slider, Stack } from '@marketplace/ui';
import { useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import type { PhotoCropArea } from './cropSquareImage';
import * as styles from './TeamPhotoCrop.css';
import { teamPhotoSettings } from './teamPhotoSettings';
import { useTeamMessages } from '../../messages';

const { zoom: zoomRange } = teamPhotoSettings;

export interface TeamPhotoCropperProps {
  /** The chosen photo (a blob: URL). */
  readonly imageUrl: string;
  /** Called with the square to keep, in the photo's own pixels, once it loads and after each move or zoom. */
  readonly onAreaChange: (area: PhotoCropArea) => void;
}

/**
 * react-easy-crop with a square window and a Zoom slider the keyboard works too; arrow keys move the
 * photo inside the window. Loaded lazily by TeamPhotoCropDialog.
 */
export default function TeamPhotoCropper({ imageUrl, onAreaChange }: TeamPhotoCropperProps) {
  const messages = useTeamMessages().cropDialog;
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState<number>(zoomRange.min);
  return (
    <Stack gap="large">
      <div className={styles.canvas}>
        <Cropper
          image={imageUrl}
          crop={crop}
          zoom={zoom}
          minZoom={zoomRange.min}
          maxZoom={zoomRange.max}
          aspect={1}
          showGrid={false}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_area: Area, pixels: Area) => onAreaChange(pixels)}
          mediaProps={{ alt: '' }}
          cropperProps={{ role: 'group', 'aria-label': messages.title }}
        />
      </div>
      <Slider
        className={styles.slider}
        value={zoom}
        onChange={setZoom}
        minValue={zoomRange.min}
        maxValue={zoomRange.max}
        step={zoomRange.step}
        formatOptions={{ style: 'decimal', maximumFractionDigits: 1, minimumFractionDigits: 1 }}
        label={messages.zoom}
      />
    </Stack>
  );
}

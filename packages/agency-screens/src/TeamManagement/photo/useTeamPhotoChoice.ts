import { megabytes, validateProfileImage } from '@marketplace/domain';
import { useEffect, useRef, useState } from 'react';
import { canvasImageEncoder, compressToLimit } from './compressImage';
import { readsAsImage } from '../../shared/readsAsImage';
import { teamPhotoSettings } from './teamPhotoSettings';
import type { TeamPhotoUploadOutcome } from '../teamManagementViewProps';
import { useFilesMessages } from '../../messages';

/** What the photo field is doing: nothing, cropping's output being compressed, or uploading. */
export type TeamPhotoStage = 'idle' | 'preparing' | 'uploading';

export interface TeamPhotoChoiceOptions {
  /** Uploads the prepared photo. */
  readonly upload: (photo: File, signal: AbortSignal) => Promise<TeamPhotoUploadOutcome>;
  /** Called with the stored path once the upload succeeded. */
  readonly onUploaded: (url: string) => void;
}

const sourceMaxMegabytes = teamPhotoSettings.sourceMaxBytes / megabytes(1);
const uploadMaxMegabytes = teamPhotoSettings.uploadMaxBytes / megabytes(1);

function photoFile(photo: Blob, sourceName: string): File {
  const base = sourceName.replace(/\.[^.]*$/, '') || 'photo';
  return new File([photo], `${base}.jpg`, { type: photo.type || 'image/jpeg' });
}

/**
 * A chosen photo's way to the form: checked (an image, not SVG, at most 10 MB, whose first bytes are
 * an image's), cropped to a square in the crop dialog, compressed to at most 2 MB when larger, and
 * uploaded. Closing the form (unmounting) cancels an upload in flight.
 */
export function useTeamPhotoChoice({ upload, onUploaded }: TeamPhotoChoiceOptions) {
  const files = useFilesMessages();
  const [stage, setStage] = useState<TeamPhotoStage>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  const [source, setSource] = useState<{ url: string; name: string } | null>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);
  // The blob: URL holds the chosen file in memory until it is revoked.
  useEffect(() => (source ? () => URL.revokeObjectURL(source.url) : undefined), [source]);

  const choose = (file: File) => {
    setProblem(null);
    const check = validateProfileImage(file, sourceMaxMegabytes);
    if (!check.ok) {
      setProblem(check.reason === 'too-large' ? files.tooLarge(sourceMaxMegabytes) : files.notAnImage);
      return;
    }
    void readsAsImage(file).then((isImage) => {
      if (!isImage) setProblem(files.notAnImage);
      else setSource({ url: URL.createObjectURL(file), name: file.name });
    });
  };

  const apply = async (cropped: Blob) => {
    const name = source?.name ?? '';
    setSource(null);
    controller.current?.abort();
    const own = new AbortController();
    controller.current = own;
    setStage('preparing');
    try {
      const fitted = await compressToLimit(cropped, teamPhotoSettings.uploadMaxBytes, await canvasImageEncoder(cropped));
      if (own.signal.aborted) return;
      if (!fitted) {
        setStage('idle');
        setProblem(files.tooLarge(uploadMaxMegabytes));
        return;
      }
      setStage('uploading');
      const outcome = await upload(photoFile(fitted, name), own.signal);
      if (own.signal.aborted) return;
      setStage('idle');
      if (outcome.ok) onUploaded(outcome.url);
      else setProblem(outcome.message);
    } catch {
      if (own.signal.aborted) return;
      setStage('idle');
      setProblem(files.invalidFile);
    }
  };

  return {
    stage,
    problem,
    cropSource: source?.url ?? null,
    choose,
    apply: (cropped: Blob) => void apply(cropped),
    cancelCrop: () => setSource(null),
    cropFailed: () => {
      setSource(null);
      setProblem(files.invalidFile);
    },
    clearProblem: () => setProblem(null),
  };
}

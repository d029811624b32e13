import { uploadMedia, useApiClient, type ApiClient } from '@marketplace/api-client';
import {
  imageLimits,
  mediaLimits,
  megabytes,
  profileImageErrorMessage,
  validateProfileImage,
  type UploadErrorMessages,
} from '@marketplace/domain';
import { useEffect, useRef, useState } from 'react';
import type { ProfileImageUploadState } from './ProfileHeader';
import { imageRefusalReason } from './imageRefusalReason';
import { readsAsImage } from '../../shared/readsAsImage';
import { useAgencyProfileMessages, useBulkUploadMessages, useFilesMessages } from '../../messages';

/** The upload helper's folders for the two images (spec 1 section 7). */
export const profileImageFolders = { picture: 'profile', cover: 'cover' } as const;

/** The largest picture accepted: the profile image default of spec 1 section 9 (2 MB). */
export const pictureMaxMegabytes = imageLimits.profileImageMaxBytes / megabytes(1);

/**
 * The largest file accepted as the source of a cover. The spec names only the profile and team
 * default (2 MB), and what is uploaded is not the chosen file but the crop: a 1200x343 JPEG, far
 * under either limit. A banner is usually cut from a camera photo of several megabytes, which 2 MB
 * would refuse for no gain, so the source is held to the shared media limit (10 MB) instead.
 */
export const coverSourceMaxMegabytes = mediaLimits.sharedUploadMaxBytes / megabytes(1);

/** One image's upload, with the stored path of the last one that succeeded. */
export interface ProfileImageState extends ProfileImageUploadState {
  /** `/api/media/{name}` of the last upload, the form's `profilePicture` or `coverImageURL`; null before one. */
  readonly url: string | null;
}

export interface ProfileImagesOptions {
  /** Called with the new picture's path, for the form's `profilePicture`. */
  readonly onPictureUploaded?: (url: string) => void;
  /** Called with the new cover's path, for the form's `coverImageURL`. */
  readonly onCoverUploaded?: (url: string) => void;
}

export interface ProfileImages {
  readonly picture: ProfileImageState;
  readonly cover: ProfileImageState;
  /** The chosen cover (a blob: URL) while the crop dialog is open; null otherwise. */
  readonly coverToCrop: string | null;
  /** Checks the chosen picture and uploads it. */
  readonly choosePicture: (file: File) => void;
  /** Checks the chosen cover and opens the crop dialog on it. */
  readonly chooseCover: (file: File) => void;
  /** Uploads the crop dialog's JPEG and closes the dialog. */
  readonly applyCover: (cropped: Blob) => void;
  /** Closes the crop dialog without uploading. */
  readonly cancelCover: () => void;
  /** Reports a crop that could not be produced as the cover's failure. */
  readonly coverCropFailed: () => void;
  readonly clearPictureError: () => void;
  readonly clearCoverError: () => void;
}

const idle: ProfileImageState = { isUploading: false, progress: null, error: null, url: null };

/** The cropped cover as a file named after the chosen one, so the stored name says what it was. */
function croppedCoverFile(cropped: Blob, sourceName: string): File {
  const base = sourceName.replace(/\.[^.]*$/, '') || 'cover';
  return new File([cropped], `${base}.jpg`, { type: cropped.type || 'image/jpeg' });
}

/** One image's state and upload, cancelled when a newer one starts or the owner unmounts. */
function useImageUpload(
  client: ApiClient,
  folder: string,
  failed: (reason: string) => string,
  uploadMessages: UploadErrorMessages,
  onUploaded?: (url: string) => void,
) {
  const [state, setState] = useState<ProfileImageState>(idle);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort(), []);

  const refuse = (reason: string) => setState((current) => ({ ...current, isUploading: false, progress: null, error: failed(reason) }));

  const upload = async (file: Blob) => {
    controller.current?.abort();
    const own = new AbortController();
    controller.current = own;
    setState((current) => ({ ...current, isUploading: true, progress: 0, error: null }));
    try {
      const stored = await uploadMedia(client, { file, folder }, {
        signal: own.signal,
        onProgress: ({ fraction }) => {
          if (!own.signal.aborted) setState((current) => ({ ...current, progress: fraction }));
        },
      });
      if (own.signal.aborted) return;
      setState({ isUploading: false, progress: null, error: null, url: stored.path });
      onUploaded?.(stored.path);
    } catch (error) {
      if (own.signal.aborted) return;
      const reason = profileImageErrorMessage(error, uploadMessages);
      if (reason === null) setState((current) => ({ ...current, isUploading: false, progress: null }));
      else refuse(reason);
    } finally {
      if (controller.current === own) controller.current = null;
    }
  };

  const clearError = () => setState((current) => ({ ...current, error: null }));
  return { state, upload, refuse, clearError };
}

/**
 * The profile picture and cover uploads (spec 1 sections 5, 7 and 8). The picture is checked (an
 * image of at most 2 MB, not SVG, whose first bytes are an image's) and uploaded to the 'profile' folder. The cover is checked, cropped in the
 * crop dialog, and the 1200x343 JPEG uploaded to the 'cover' folder. Each gives the stored path
 * (`/api/media/{name}`, as the profile stores its images) or 'Profile image upload failed: ...' /
 * 'Cover image upload failed: ...'. Unmounting cancels uploads in flight.
 */
export function useProfileImages({ onPictureUploaded, onCoverUploaded }: ProfileImagesOptions = {}): ProfileImages {
  const messages = useAgencyProfileMessages();
  const files = useFilesMessages();
  const uploadMessages = { files, bulkUpload: useBulkUploadMessages() };
  const client = useApiClient();
  const picture = useImageUpload(client, profileImageFolders.picture, messages.profileImageUploadFailed, uploadMessages, onPictureUploaded);
  const cover = useImageUpload(client, profileImageFolders.cover, messages.coverImageUploadFailed, uploadMessages, onCoverUploaded);
  const [coverSource, setCoverSource] = useState<{ url: string; name: string } | null>(null);

  // The blob: URL holds the chosen file in memory until it is revoked.
  useEffect(() => (coverSource ? () => URL.revokeObjectURL(coverSource.url) : undefined), [coverSource]);

  // The type and size first (at once), then the first bytes: a file named .png that is not an image
  // is refused before it is uploaded or opened in the crop dialog.
  const choosePicture = (file: File) => {
    const check = validateProfileImage(file, pictureMaxMegabytes);
    if (!check.ok) return picture.refuse(imageRefusalReason(check, pictureMaxMegabytes, files));
    void readsAsImage(file).then((isImage) => (isImage ? picture.upload(file) : picture.refuse(files.notAnImage)));
  };

  const chooseCover = (file: File) => {
    const check = validateProfileImage(file, coverSourceMaxMegabytes);
    if (!check.ok) return cover.refuse(imageRefusalReason(check, coverSourceMaxMegabytes, files));
    void readsAsImage(file).then((isImage) => {
      if (!isImage) return cover.refuse(files.notAnImage);
      cover.clearError();
      setCoverSource({ url: URL.createObjectURL(file), name: file.name });
    });
  };

  const applyCover = (cropped: Blob) => {
    const name = coverSource?.name ?? '';
    setCoverSource(null);
    void cover.upload(croppedCoverFile(cropped, name));
  };

  return {
    picture: picture.state,
    cover: cover.state,
    coverToCrop: coverSource?.url ?? null,
    choosePicture,
    chooseCover,
    applyCover,
    cancelCover: () => setCoverSource(null),
    coverCropFailed: () => {
      setCoverSource(null);
      cover.refuse(files.invalidFile);
    },
    clearPictureError: picture.clearError,
    clearCoverError: cover.clearError,
  };
}

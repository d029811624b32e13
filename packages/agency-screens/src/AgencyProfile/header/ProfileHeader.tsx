import { profileLimits, type AgencyProfile } from '@marketplace/domain';
import { Avatar, Banner, FileButton, Image, ProgressBar, Stack } from '@marketplace/ui';
import type { ReactNode } from 'react';
import * as styles from './ProfileHeader.css';
import { useAgencyProfileMessages, useCommonMessages } from '../../messages';

/** The image types the file chooser offers for the picture and the cover: raster images only, never SVG (it can carry script). */
export const profileImageFileTypes = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/bmp', 'image/avif'] as const;

/** The state of one image's upload. */
export interface ProfileImageUploadState {
  /** Whether a new image is on its way. @default false */
  readonly isUploading?: boolean;
  /** How much has gone, 0 to 1; indeterminate when unknown. */
  readonly progress?: number | null;
  /** The whole message, e.g. 'Profile image upload failed: ...'; null when none. */
  readonly error?: string | null;
}

export interface ProfileHeaderProps {
  /** The facts the header shows: name, business e-mail, picture and cover URLs. */
  readonly profile: Pick<AgencyProfile, 'name' | 'businessEmail' | 'profilePicture' | 'coverImageURL'>;
  /** Whether the profile is being edited: shows Change Cover and Change Picture. @default false */
  readonly isEditing?: boolean;
  /**
   * Whether a save is running: Change Cover and Change Picture wait for it, since an image chosen now
   * would not be in that save and would be dropped when it ends. @default false
   */
  readonly isSaving?: boolean;
  /** Called with the file chosen through Change Picture. */
  readonly onPictureChosen?: (file: File) => void;
  /** Called with the file chosen through Change Cover. */
  readonly onCoverChosen?: (file: File) => void;
  /** The picture's upload. */
  readonly picture?: ProfileImageUploadState;
  /** The cover's upload. */
  readonly cover?: ProfileImageUploadState;
  /** Called when the picture's error is dismissed or has been shown for 3 s. */
  readonly onPictureErrorClear?: () => void;
  /** Called when the cover's error is dismissed or has been shown for 3 s. */
  readonly onCoverErrorClear?: () => void;
}

interface ImageChooserProps {
  readonly label: string;
  /** The image is uploading: the button holds (aria-disabled) but keeps focus. */
  readonly isUploading: boolean;
  readonly isDisabled: boolean;
  readonly onChosen?: (file: File) => void;
}

/**
 * Change Picture or Change Cover. While its image uploads it is pending rather than disabled: it
 * ignores presses but stays focusable, so the focus that was on it (or that the crop dialog gives
 * back to it after Apply) is not dropped to the page's body (issue 13, point 13).
 */
function ImageChooser({ label, isUploading, isDisabled, onChosen }: ImageChooserProps) {
  return (
    <FileButton
      variant="secondary"
      size="small"
      isPending={isUploading}
      isDisabled={isDisabled}
      acceptedFileTypes={profileImageFileTypes}
      onSelect={([file]) => {
        if (file) onChosen?.(file);
      }}
    >
      {label}
    </FileButton>
  );
}

function UploadProgress({ name, state }: { name: string; state: ProfileImageUploadState }) {
  const progress = state.progress;
  const commonMessages = useCommonMessages();
  return (
    <ProgressBar
      className={styles.uploadProgress}
      label={commonMessages.uploading}
      aria-label={name}
      isIndeterminate={progress == null}
      value={progress == null ? undefined : Math.round(progress * 100)}
    />
  );
}

function UploadError({ message, onClear }: { message: string; onClear?: () => void }): ReactNode {
  const commonMessages = useCommonMessages();
  return (
    // A new message remounts the banner, so its 3 s start over.
    <Banner key={message} tone="error" onDismiss={onClear} dismissLabel={commonMessages.dismiss} autoClearMs={onClear ? profileLimits.messageClearMs : undefined} onClear={onClear}>
      {message}
    </Banner>
  );
}

/**
 * The agency profile header (spec 1 section 2.4): the cover banner at 3.5:1, the round profile
 * picture over its lower edge, the name and business e-mail. A missing or broken image shows a
 * placeholder (spec 1 section 8). While editing, Change Cover and Change Picture open the file
 * chooser; each image shows its upload and its failure.
 */
export function ProfileHeader({
  profile,
  isEditing = false,
  isSaving = false,
  onPictureChosen,
  onCoverChosen,
  picture = {},
  cover = {},
  onPictureErrorClear,
  onCoverErrorClear,
}: ProfileHeaderProps) {
  const messages = useAgencyProfileMessages();
  const isPictureUploading = picture.isUploading ?? false;
  const isCoverUploading = cover.isUploading ?? false;
  return (
    <Stack gap="medium">
      <div className={styles.coverFrame} aria-busy={isCoverUploading || undefined}>
        <Image className={styles.cover} src={profile.coverImageURL ?? undefined} alt={messages.coverAlt} />
        {isCoverUploading ? (
          <div className={styles.uploadVeil}>
            <UploadProgress name={messages.coverAlt} state={cover} />
          </div>
        ) : null}
        {isEditing ? (
          <div className={styles.coverAction}>
            <ImageChooser label={messages.changeCover} isUploading={isCoverUploading} isDisabled={isSaving} onChosen={onCoverChosen} />
          </div>
        ) : null}
      </div>
      <div className={styles.identity}>
        <div className={styles.pictureFrame} aria-busy={isPictureUploading || undefined}>
          <Avatar size="large" src={profile.profilePicture} name={profile.name} alt={messages.profilePictureAlt} />
          {isPictureUploading ? <div className={styles.pictureVeil} aria-hidden="true" /> : null}
        </div>
        <div className={styles.names}>
          <h2 dir="auto" className={styles.name}>
            {profile.name}
          </h2>
          {profile.businessEmail ? (
            <p dir="ltr" className={styles.email}>
              {profile.businessEmail}
            </p>
          ) : null}
        </div>
        {isEditing ? <ImageChooser label={messages.changePicture} isUploading={isPictureUploading} isDisabled={isSaving} onChosen={onPictureChosen} /> : null}
      </div>
      {isPictureUploading ? <UploadProgress name={messages.profilePictureAlt} state={picture} /> : null}
      {picture.error || cover.error ? (
        <Stack gap="small">
          {picture.error ? <UploadError message={picture.error} onClear={onPictureErrorClear} /> : null}
          {cover.error ? <UploadError message={cover.error} onClear={onCoverErrorClear} /> : null}
        </Stack>
      ) : null}
    </Stack>
  );
}

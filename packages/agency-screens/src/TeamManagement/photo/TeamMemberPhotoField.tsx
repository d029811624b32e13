import { Avatar, Box, FileButton, Icon, Stack, Text } from '@marketplace/ui';
import { useEffect, useId } from 'react';
import { TeamPhotoCropDialog } from './TeamPhotoCropDialog';
import { teamPhotoSettings } from './teamPhotoSettings';
import { useTeamPhotoChoice, type TeamPhotoStage } from './useTeamPhotoChoice';
import type { TeamPhotoUploadOutcome } from '../teamManagementViewProps';
import { useTeamMessages } from '../../messages';

export interface TeamMemberPhotoFieldProps {
  /** The stored path of the photo, '' before one is chosen. */
  readonly value: string;
  /** The member's name as typed, for the preview's description. */
  readonly memberName: string;
  /** 'Profile image is required' when the form was sent without one. */
  readonly errorMessage?: string;
  /** Uploads the prepared photo. */
  readonly onUpload: (photo: File, signal: AbortSignal) => Promise<TeamPhotoUploadOutcome>;
  /** Called with the stored path of a new photo. */
  readonly onChange: (url: string) => void;
  /** Called when the field starts or stops preparing or uploading (Save waits for it). */
  readonly onBusyChange: (isBusy: boolean) => void;
  readonly resolveImageUrl: (path: string | null | undefined) => string | null | undefined;
  /** @default false */
  readonly isDisabled?: boolean;
}

function busyLabel(stage: TeamPhotoStage, form: ReturnType<typeof useTeamMessages>['form']): string | null {
  if (stage === 'preparing') return form.preparingImage;
  if (stage === 'uploading') return form.uploadingImage;
  return null;
}

/**
 * The required profile image of the team member form: a preview, 'Upload Image' (or 'Change Image'),
 * the hint 'Images only, up to 2MB', what is happening, and why a photo was refused.
 */
export function TeamMemberPhotoField({
  value,
  memberName,
  errorMessage,
  onUpload,
  onChange,
  onBusyChange,
  resolveImageUrl,
  isDisabled = false,
}: TeamMemberPhotoFieldProps) {
  const messages = useTeamMessages();
  const labelId = useId();
  const hintId = useId();
  const errorId = useId();
  const photo = useTeamPhotoChoice({ upload: onUpload, onUploaded: onChange });
  const isBusy = photo.stage !== 'idle' || photo.cropSource !== null;
  const status = busyLabel(photo.stage, messages.form);
  const shownError = photo.problem ?? errorMessage;

  useEffect(() => onBusyChange(isBusy), [isBusy, onBusyChange]);

  return (
    <div role="group" aria-labelledby={labelId} aria-describedby={`${hintId}${shownError ? ` ${errorId}` : ''}`}>
      <Stack gap="small">
        <Text as="span" id={labelId} size="small" weight="medium">
          {messages.form.profileImage}
        </Text>
        <Stack direction="row" gap="medium" alignItems="center">
          <Avatar size="large" src={resolveImageUrl(value) ?? undefined} alt={value ? messages.photoAlt(memberName.trim() || messages.form.name) : messages.form.noImage} />
          <Stack gap="xsmall">
            <Box>
              <FileButton
                variant="secondary"
                size="small"
                icon={<Icon name="upload" size="small" />}
                acceptedFileTypes={['image/*']}
                isDisabled={isDisabled || isBusy}
                isPending={photo.stage !== 'idle'}
                pendingLabel={status ?? undefined}
                onSelect={([file]) => {
                  if (file) photo.choose(file);
                }}
              >
                {value ? messages.form.changeImage : messages.form.uploadImage}
              </FileButton>
            </Box>
            <Text id={hintId} size="small" tone="muted">
              {messages.form.imageHint(teamPhotoSettings.uploadMaxBytes / (1024 * 1024))}
            </Text>
            <Text as="span" size="small" tone="muted" role="status">
              {status}
            </Text>
          </Stack>
        </Stack>
        {shownError ? (
          <Text id={errorId} size="small" tone="danger">
            {shownError}
          </Text>
        ) : null}
      </Stack>
      <TeamPhotoCropDialog imageUrl={photo.cropSource} onApply={photo.apply} onCancel={photo.cancelCrop} onCropFailed={photo.cropFailed} />
    </div>
  );
}

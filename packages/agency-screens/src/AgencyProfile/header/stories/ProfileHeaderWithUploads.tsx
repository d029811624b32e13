import type { AgencyProfile } from '@marketplace/domain';
import { useState } from 'react';
import { CoverCropDialog } from '../CoverCropDialog';
import { ProfileHeader } from '../ProfileHeader';
import { useProfileImages } from '../useProfileImages';

/** The header in edit mode on the api-client: uploads go to the sandbox and the new paths show at once. */
export function ProfileHeaderWithUploads({ profile }: { profile: AgencyProfile }) {
  const [shown, setShown] = useState(profile);
  const images = useProfileImages({
    onPictureUploaded: (url) => setShown((current) => ({ ...current, profilePicture: url })),
    onCoverUploaded: (url) => setShown((current) => ({ ...current, coverImageURL: url })),
  });
  return (
    <>
      <ProfileHeader
        profile={shown}
        isEditing
        onPictureChosen={images.choosePicture}
        onCoverChosen={images.chooseCover}
        picture={images.picture}
        cover={images.cover}
        onPictureErrorClear={images.clearPictureError}
        onCoverErrorClear={images.clearCoverError}
      />
      <CoverCropDialog
        imageUrl={images.coverToCrop}
        onApply={images.applyCover}
        onCancel={images.cancelCover}
        onCropFailed={images.coverCropFailed}
      />
    </>
  );
}

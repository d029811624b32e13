import { useApiClient } from '@marketplace/api-client';
import { profileLoadFailure } from '@marketplace/domain';
import { useUnsavedChanges } from '@marketplace/ui';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useAgencyProfileMessages, useSessionMessages } from '../messages';
import type { AgencyProfileViewProps } from './AgencyProfileView';
import { useProfileImages } from './header/useProfileImages';
import { useProfileDetails, type PendingProfileImages } from './details/useProfileDetails';
import { useCustomerReviewsSection } from './reviews/useCustomerReviewsSection';
import { resolveMediaUrl } from './resolveMediaUrl';

const noPending: PendingProfileImages = {};

/** Options of {@link useAgencyProfile}. */
export interface AgencyProfileOptions {
  /**
   * Called when the session is gone (a 401 on load, or no token): the host clears the session and
   * goes to /signin (spec 1 section 8).
   */
  onSignInRequired?: () => void;
}

/**
 * The agency profile on the api-client, as the view's props: the profile and its load failure, the
 * header with the picture and cover uploads (held until Save Changes, dropped by Cancel), the
 * details form and the customer reviews.
 */
export function useAgencyProfile({ onSignInRequired }: AgencyProfileOptions = {}): AgencyProfileViewProps {
  const messages = { agencyProfile: useAgencyProfileMessages(), session: useSessionMessages() };
  const client = useApiClient();
  const [pending, setPending] = useState<PendingProfileImages>({});
  const { profile, profileError, serviceAreas, reloadProfile, ...form } = useProfileDetails(pending);
  const images = useProfileImages({
    onPictureUploaded: (url) => setPending((current) => ({ ...current, profilePicture: url })),
    onCoverUploaded: (url) => setPending((current) => ({ ...current, coverImageURL: url })),
  });
  const reviews = useCustomerReviewsSection(profile?.loginId);

  // Pending pictures live in one edit: outside edit mode (after Cancel, or a save that sent them and
  // whose refreshed profile now holds them) they are not shown, and a new edit starts without them.
  const shownPending = form.isEditing ? pending : noPending;
  // A picture or cover chosen for this edit and not saved yet: leaving the page asks first.
  useUnsavedChanges(shownPending.profilePicture !== undefined || shownPending.coverImageURL !== undefined);
  const { onEdit } = form;
  const startEditing = useCallback(() => {
    setPending(noPending);
    onEdit();
  }, [onEdit]);

  const failure = profileError || !client.hasToken() ? profileLoadFailure(profileError, client.hasToken(), messages) : null;
  const signInRequired = failure?.signInRequired ?? false;
  useEffect(() => {
    if (signInRequired) onSignInRequired?.();
  }, [signInRequired, onSignInRequired]);

  const shown = useMemo(() => {
    const merged = { ...profile, ...shownPending };
    return {
      name: merged.name,
      businessEmail: merged.businessEmail,
      profilePicture: resolveMediaUrl(client, merged.profilePicture),
      coverImageURL: resolveMediaUrl(client, merged.coverImageURL),
    };
  }, [client, profile, shownPending]);

  return {
    isLoading: !profile && !failure,
    loadError: profile ? null : (failure?.message ?? null),
    // Retry where loading again can help; a session that needs signing in goes to the sign-in page.
    onRetry: profile || !failure || signInRequired ? undefined : reloadProfile,
    header: {
      profile: shown,
      isEditing: form.isEditing,
      isSaving: form.isSaving,
      onPictureChosen: images.choosePicture,
      onCoverChosen: images.chooseCover,
      picture: images.picture,
      cover: images.cover,
      onPictureErrorClear: images.clearPictureError,
      onCoverErrorClear: images.clearCoverError,
    },
    coverCrop: { imageUrl: images.coverToCrop, onApply: images.applyCover, onCancel: images.cancelCover, onCropFailed: images.coverCropFailed },
    details: profile
      ? { ...form, onEdit: startEditing, profile, serviceAreas, isUploadingImage: images.picture.isUploading || images.cover.isUploading }
      : null,
    reviews: profile ? reviews : null,
  };
}

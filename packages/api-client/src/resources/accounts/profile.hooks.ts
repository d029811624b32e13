import type { AgencyProfile, AgencyProfileUpdateResult } from '@marketplace/domain';
import { useApiContext } from '../../react/ApiProvider';
import { useApiQuery } from '../../react/useApiQuery';
import { useOptimisticMutation, type OptimisticMutation } from '../../react/useOptimisticMutation';
import { accountsKeys } from './accountsKeys';
import { fetchAgencyProfile, updateAgencyProfile } from './profile';
import type { ProfileFormValues } from './profilePayload';

/** The signed-in agency's profile, shared by the profile screen and anything else showing it. */
export function useAgencyProfile() {
  return useApiQuery({ key: accountsKeys.agencyProfile(), fetch: (client) => fetchAgencyProfile(client) });
}

/**
 * Saves the profile form. Not optimistic (the spec reloads the page after a save): on success the
 * saved profile the server answers replaces the cached one and the profile is reloaded. A second
 * trigger with the same values while a save runs returns the running save; other values are saved
 * after it. The session takes the saved name and picture, so the panel's header shows them at once.
 */
export function useUpdateAgencyProfile(): OptimisticMutation<ProfileFormValues, AgencyProfileUpdateResult> {
  const { session } = useApiContext();
  return useOptimisticMutation<AgencyProfile | undefined, ProfileFormValues, AgencyProfileUpdateResult>({
    key: accountsKeys.agencyProfile(),
    mutation: async (client, form) => {
      const result = await updateAgencyProfile(client, form);
      if (result.data) session?.acceptSavedProfile(result.data);
      return result;
    },
    populateCache: (result, current) => result.data ?? current,
  });
}

import { LoadingRegion, SkeletonText } from '@marketplace/ui';
import { ProfileDetailsView } from './ProfileDetailsView';
import { useProfileDetails } from './useProfileDetails';
import { useCommonMessages } from '../../messages';

/**
 * The profile details connected to the api-client (GET and PUT /api/profile, the service-area
 * list). Until the profile loads it shows a placeholder; a load failure (and the 401 that sends the
 * user to /signin) is the agency profile screen's to show, as it owns the header that loads it too.
 */
export function ProfileDetails() {
  const commonMessages = useCommonMessages();
  const { profile, profileError: _shownByTheScreen, serviceAreas, ...form } = useProfileDetails();
  return (
    <LoadingRegion isLoading={!profile} loadingLabel={commonMessages.loading} skeleton={<SkeletonText lines={6} />}>
      {profile ? <ProfileDetailsView {...form} profile={profile} serviceAreas={serviceAreas} /> : null}
    </LoadingRegion>
  );
}

import { en, type Messages } from '@marketplace/domain';
import { LoadingRegion, SkeletonText } from '@marketplace/ui';
import { ProfileDetailsView } from './ProfileDetailsView';
import { useProfileDetails } from './useProfileDetails';

export interface ProfileDetailsProps {
  /** @default en.agencyProfile */
  messages?: Messages['agencyProfile'];
}

/**
 * The profile details connected to the api-client (GET and PUT /api/profile, the service-area
 * list). Until the profile loads it shows a placeholder; a load failure (and the 401 that sends the
 * user to /signin) is the agency profile screen's to show, as it owns the header that loads it too.
 */
export function ProfileDetails({ messages = en.agencyProfile }: ProfileDetailsProps) {
  const { profile, profileError: _shownByTheScreen, serviceAreas, ...form } = useProfileDetails(messages);
  return (
    <LoadingRegion isLoading={!profile} loadingLabel={en.common.loading} skeleton={<SkeletonText lines={6} />}>
      {profile ? <ProfileDetailsView {...form} profile={profile} serviceAreas={serviceAreas} messages={messages} /> : null}
    </LoadingRegion>
  );
}

import type { AgencyProfile, ServiceArea } from '@marketplace/domain';
import { fn } from 'storybook/test';
import { AgencyProfileView, type AgencyProfileViewProps } from '../AgencyProfileView';
import { useProfileDetailsForm } from '../details/useProfileDetailsForm';
import { closedCoverCrop, headerFacts, storyReviews } from './agencyProfileViewStoryProps';

export interface StatefulAgencyProfileViewProps extends Pick<AgencyProfileViewProps, 'isLoading' | 'loadError' | 'onRetry'> {
  profile: AgencyProfile;
  serviceAreas: readonly ServiceArea[] | undefined;
}

/**
 * The pure view with fixture data: only the details form's own logic runs (react-hook-form holds
 * its state), so Edit, Cancel and the tabs work without the api-client.
 */
export function StatefulAgencyProfileView({ profile, serviceAreas, isLoading, loadError, onRetry }: StatefulAgencyProfileViewProps) {
  const form = useProfileDetailsForm({ profile, save: fn(async () => profile) });
  return (
    <AgencyProfileView
      isLoading={isLoading}
      loadError={loadError}
      onRetry={onRetry}
      header={{ profile: headerFacts(profile), isEditing: form.isEditing }}
      coverCrop={closedCoverCrop}
      details={{ ...form, profile, serviceAreas }}
      reviews={storyReviews()}
    />
  );
}

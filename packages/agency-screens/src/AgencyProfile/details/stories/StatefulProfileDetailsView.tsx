import type { AgencyProfile, AgencyProfileFormValues, ServiceArea } from '@marketplace/domain';
import { ProfileDetailsView } from '../ProfileDetailsView';
import type { ProfileDetailsTabId } from '../profileDetailsTabs';
import { useProfileDetailsForm } from '../useProfileDetailsForm';

export interface StatefulProfileDetailsViewProps {
  profile: AgencyProfile;
  serviceAreas: readonly ServiceArea[] | undefined;
  /** What Save calls; reject to show a failure. */
  save: (values: AgencyProfileFormValues) => Promise<unknown>;
  startEditing?: boolean;
  initialTab?: ProfileDetailsTabId;
  /** A picture or cover is uploading. */
  isUploadingImage?: boolean;
}

/** The view with its form logic and a save passed in: the details without the api-client. */
export function StatefulProfileDetailsView({ profile, serviceAreas, save, startEditing, initialTab, isUploadingImage }: StatefulProfileDetailsViewProps) {
  const form = useProfileDetailsForm({ profile, save, startEditing, initialTab });
  return <ProfileDetailsView {...form} profile={profile} serviceAreas={serviceAreas} isUploadingImage={isUploadingImage} />;
}

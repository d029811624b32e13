import { LoadingRegion, Skeleton, SkeletonText, Stack } from '@marketplace/ui';
import { useAgencyProfileMessages, useCommonMessages } from '../messages';
import { ScreenHeader } from '../shared/ScreenHeader';
import * as styles from './AgencyProfileView.css';
import { ProfileDetailsView, type ProfileDetailsViewProps } from './details/ProfileDetailsView';
import { CoverCropDialog, type CoverCropDialogProps } from './header/CoverCropDialog';
import { ProfileHeader, type ProfileHeaderProps } from './header/ProfileHeader';
import { CustomerReviewsView, type CustomerReviewsViewProps } from './reviews/CustomerReviewsView';

/** Props of the agency profile page: its load state and the props of each of its parts. */
export interface AgencyProfileViewProps {
  /** Whether the profile is still loading (the parts wait for it). */
  isLoading: boolean;
  /** The load failure's message (spec 1 section 8); null when the profile loaded. */
  loadError: string | null;
  /** Loads the profile again after a failure. */
  onRetry?: () => void;
  /** The header: cover, picture, name and business e-mail, with the image changes. */
  header: ProfileHeaderProps;
  /** The 'Crop Cover Image' dialog, open while `coverCrop.imageUrl` is set. */
  coverCrop: CoverCropDialogProps;
  /** The details: tabs, view and edit modes, save; null until the profile loaded. */
  details: ProfileDetailsViewProps | null;
  /** The customer reviews: panel, All Reviews, Leave a Review; null until the profile loaded. */
  reviews: CustomerReviewsViewProps | null;
}

/**
 * The agency profile (spec 1 section 2.4): the header above, the details and the customer reviews
 * beside each other on wide screens. Pure: `useAgencyProfile` gives it every part's props.
 */
export function AgencyProfileView({ isLoading, loadError, onRetry, header, coverCrop, details, reviews }: AgencyProfileViewProps) {
  const messages = useAgencyProfileMessages();
  const commonMessages = useCommonMessages();
  return (
    <Stack gap="large" minInlineSize={0}>
      <ScreenHeader title={messages.title} loadError={loadError} onRetry={onRetry} />
      {loadError ? null : (
        <LoadingRegion
          className={styles.body}
          isLoading={isLoading}
          loadingLabel={commonMessages.loading}
          skeleton={
            <>
              <Skeleton variant="rect" height="12rem" />
              <SkeletonText lines={6} />
            </>
          }
        >
          <ProfileHeader {...header} />
          <CoverCropDialog {...coverCrop} />
          <div className={styles.columns}>
            {details ? <ProfileDetailsView {...details} /> : null}
            {reviews ? <CustomerReviewsView {...reviews} /> : null}
          </div>
        </LoadingRegion>
      )}
    </Stack>
  );
}

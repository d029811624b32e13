export { AgencyProfile, type AgencyProfileProps } from './AgencyProfile';
export { AgencyProfileView, type AgencyProfileViewProps } from './AgencyProfileView';
export { useAgencyProfileScreen, type AgencyProfileScreenOptions } from './useAgencyProfileScreen';
export { ProfileHeader, type ProfileHeaderProps } from './header/ProfileHeader';
export { CoverCropDialog, type CoverCropDialogProps } from './header/CoverCropDialog';
export { ProfileDetails, type ProfileDetailsProps } from './details/ProfileDetails';
export { ProfileDetailsView, type ProfileDetailsViewProps } from './details/ProfileDetailsView';
export { CustomerReviewsSection, type CustomerReviewsSectionProps } from './reviews/CustomerReviewsSection';

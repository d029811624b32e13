export { AgencyProfile, type AgencyProfileProps } from './AgencyProfile';
export { AgencyProfileView, type AgencyProfileViewProps } from './AgencyProfileView';
export { useAgencyProfile, type AgencyProfileOptions } from './useAgencyProfile';
export { agencyProfileFirstData } from './agencyProfileFirstData';
export type { ProfileHeaderProps, ProfileImageUploadState } from './header/ProfileHeader';
export type { CoverCropDialogProps } from './header/CoverCropDialog';
export type { ProfileDetailsViewProps } from './details/ProfileDetailsView';
export type { CustomerReviewsViewProps } from './reviews/CustomerReviewsView';

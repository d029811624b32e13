export { TeamManagement, type TeamManagementProps } from './TeamManagement';
export { TeamManagementView } from './TeamManagementView';
export type { TeamCallOutcome, TeamManagementViewProps, TeamMemberLoadOutcome, TeamPhotoUploadOutcome } from './teamManagementViewProps';
export { useTeamManagement, type TeamManagementOptions } from './useTeamManagement';
export type { TeamViewLocation } from './useTeamViewState';
export { teamManagementFirstData, type TeamManagementDataInputs } from './teamManagementFirstData';

import type { TeamMember } from '@marketplace/domain';
import { DeleteTeamMemberDialog } from './DeleteTeamMemberDialog';
import { TeamMemberDetailsDialog } from './TeamMemberDetailsDialog';
import { TeamMemberFormDialog, type TeamMemberFormTarget } from './TeamMemberFormDialog';
import type { TeamManagementViewProps } from '../teamManagementViewProps';

export interface TeamDialogsProps extends Pick<TeamManagementViewProps, 'onSave' | 'onLoadMember' | 'onDelete' | 'onUploadPhoto'> {
  /** The Add or Edit form to show; null when closed. */
  readonly formTarget: TeamMemberFormTarget | null;
  /** The member whose details show; null when closed. */
  readonly viewed: TeamMember | null;
  /** The member whose deletion is being confirmed; null when closed. */
  readonly toDelete: TeamMember | null;
  readonly onCloseForm: () => void;
  readonly onCloseDetails: () => void;
  readonly onCloseDelete: () => void;
  readonly resolveImageUrl: (path: string | null | undefined) => string | null | undefined;
  readonly formatDate: (value: string) => string;
}

/**
 * The add/edit, details and delete dialogs in one module, the default export: the view loads it
 * lazily (loadTeamDialogs), since none of them, nor the form's react-hook-form and schema, is needed
 * to show the list.
 */
export default function TeamDialogs({
  formTarget,
  viewed,
  toDelete,
  onCloseForm,
  onCloseDetails,
  onCloseDelete,
  onSave,
  onLoadMember,
  onDelete,
  onUploadPhoto,
  resolveImageUrl,
  formatDate,
}: TeamDialogsProps) {
  return (
    <>
      <TeamMemberFormDialog
        target={formTarget}
        onClose={onCloseForm}
        onSave={onSave}
        onLoadMember={onLoadMember}
        onUploadPhoto={onUploadPhoto}
        resolveImageUrl={resolveImageUrl}
      />
      <TeamMemberDetailsDialog member={viewed} onClose={onCloseDetails} resolveImageUrl={resolveImageUrl} formatDate={formatDate} />
      <DeleteTeamMemberDialog member={toDelete} onDelete={onDelete} onClose={onCloseDelete} />
    </>
  );
}

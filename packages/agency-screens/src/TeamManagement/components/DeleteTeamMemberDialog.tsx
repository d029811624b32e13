import type { TeamMember } from '@marketplace/domain';
import { AlertDialog, Banner, Stack } from '@marketplace/ui';
import { useState } from 'react';
import type { TeamCallOutcome } from '../teamManagementViewProps';
import { useTeamMessages } from '../../messages';
import { withIsolatedValue } from '../../shared/withIsolatedValue';

export interface DeleteTeamMemberDialogProps {
  /** The member to delete; null when closed. */
  readonly member: TeamMember | null;
  readonly onDelete: (member: TeamMember) => Promise<TeamCallOutcome>;
  readonly onClose: () => void;
}

/**
 * 'Delete Team Member': Cancel or Delete. While deleting ('Deleting...') it cannot be closed
 * (spec 2 section 4); a failure keeps it open with the catalogue's message, to try again or cancel.
 */
export function DeleteTeamMemberDialog({ member, onDelete, onClose }: DeleteTeamMemberDialogProps) {
  const messages = useTeamMessages().deleteDialog;
  const [shown, setShown] = useState(member);
  const [error, setError] = useState<string | null>(null);
  if (member !== null && member !== shown) {
    setShown(member);
    setError(null);
  }

  const confirm = async () => {
    if (!shown) return;
    setError(null);
    const outcome = await onDelete(shown);
    if (!outcome.ok) {
      setError(outcome.message);
      // Keeps the dialog open: AlertDialog closes only when the confirmation resolves.
      throw new Error(outcome.message);
    }
  };

  return (
    <AlertDialog
      isOpen={member !== null}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title={messages.title}
      tone="danger"
      confirmLabel={messages.confirm}
      pendingLabel={messages.deleting}
      cancelLabel={messages.cancel}
      onConfirm={confirm}
    >
      <Stack gap="medium">
        {error ? <Banner tone="error">{error}</Banner> : null}
        <span>{shown ? withIsolatedValue(messages.body, shown.name) : null}</span>
      </Stack>
    </AlertDialog>
  );
}

import { AlertDialog } from '@marketplace/ui';
import { usePropertyDraftMessages } from '../../messages';

export interface LeaveConfirmDialogProps {
  /** Open while the user is asked; `useLeaveGuard` gives this and the two callbacks. */
  readonly isOpen: boolean;
  /** 'Stay', Escape or a click outside: the form stays as it is. */
  readonly onStay: () => void;
  /** 'Leave': the caller goes where the user was heading. */
  readonly onLeave: () => void;
  /**
   * Whether this tab keeps a draft of the changes (the draft keeper's `canKeep`): the dialog then says
   * where they are kept, else that they will be lost. @default true
   */
  readonly isDraftKept?: boolean;
  /** Whether images were chosen and not uploaded: a draft cannot hold files, so the dialog says so. @default false */
  readonly hasUnkeptFiles?: boolean;
}

/**
 * 'Leave without saving?' before the form's own exits drop unsaved changes. Stay has the first focus,
 * so a stray Enter keeps the user on the form. Leaving is not destructive while a draft is kept (the
 * form offers it back), so Leave is the primary action then, and a danger one only when nothing is kept.
 */
export function LeaveConfirmDialog({ isOpen, onStay, onLeave, isDraftKept = true, hasUnkeptFiles = false }: LeaveConfirmDialogProps) {
  const messages = usePropertyDraftMessages();
  return (
    <AlertDialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onStay();
      }}
      title={messages.leaveTitle}
      tone={isDraftKept ? 'primary' : 'danger'}
      cancelLabel={messages.stay}
      confirmLabel={messages.leave}
      onConfirm={onLeave}
    >
      {isDraftKept ? messages.leaveDraftKept : messages.leaveDraftLost}
      {isDraftKept && hasUnkeptFiles ? ` ${messages.leaveFilesNotKept}` : null}
    </AlertDialog>
  );
}

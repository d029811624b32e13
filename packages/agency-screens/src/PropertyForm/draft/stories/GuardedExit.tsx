import { Button } from '@marketplace/ui';
import { usePropertyFormMessages } from '../../../messages';
import { LeaveConfirmDialog } from '../LeaveConfirmDialog';
import { useLeaveGuard } from '../useLeaveGuard';

export interface GuardedExitProps {
  /** Whether the form holds unsaved changes. */
  readonly isDirty: boolean;
  /** Where the form's Back to Projects goes once the user may leave. */
  readonly onLeave: () => void;
}

/** The form's Back to Projects behind the leave guard, as the property form wires it, for the dialog's stories. */
export function GuardedExit({ isDirty, onLeave }: GuardedExitProps) {
  const form = usePropertyFormMessages();
  const guard = useLeaveGuard(isDirty);
  return (
    <>
      <Button variant="secondary" onPress={() => guard.confirmLeave(onLeave)}>
        {form.backToProjects}
      </Button>
      <LeaveConfirmDialog {...guard.dialog} />
    </>
  );
}

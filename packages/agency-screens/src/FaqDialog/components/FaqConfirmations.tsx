import { AlertDialog } from '@marketplace/ui';
import { useFaqMessages } from '../../messages';
import type { FaqDialogViewState } from '../useFaqDialogViewState';

/**
 * The two confirmations of spec 3 section 2.10. Each closes once its call has settled: a failure is
 * reported in the dialog's message, and an update's text stays in the form.
 */
export function FaqConfirmations({ state }: { state: FaqDialogViewState }) {
  const messages = useFaqMessages();
  return (
    <>
      <AlertDialog
        isOpen={state.confirmingUpdate}
        onOpenChange={(open) => (open ? undefined : state.cancelUpdate())}
        title={messages.updateConfirmTitle}
        confirmLabel={messages.update}
        cancelLabel={messages.cancel}
        pendingLabel={messages.saving}
        onConfirm={state.confirmUpdate}
      >
        {messages.updateConfirm}
      </AlertDialog>
      <AlertDialog
        isOpen={state.deleting !== null}
        onOpenChange={(open) => (open ? undefined : state.cancelDelete())}
        tone="danger"
        title={messages.deleteConfirmTitle}
        confirmLabel={messages.delete}
        cancelLabel={messages.cancel}
        pendingLabel={messages.deleting}
        onConfirm={state.confirmDelete}
      >
        {messages.deleteConfirm}
      </AlertDialog>
    </>
  );
}

import { Button, Dialog, Modal, Text } from '@marketplace/ui';
import { useCommonMessages, useShellMessages } from '../../messages';

export interface ApplicationErrorDialogProps {
  /** The unhandled error's message; the dialog is open while there is one. */
  message: string | null;
  onDismiss: () => void;
}

/** The 'Application Error' modal of spec 1 section 8: where global unhandled errors appear. */
export function ApplicationErrorDialog({ message, onDismiss }: ApplicationErrorDialogProps) {
  const messages = { shell: useShellMessages(), common: useCommonMessages() };
  return (
    <Modal isOpen={message !== null} onOpenChange={(open) => !open && onDismiss()} size="small">
      <Dialog
        title={messages.shell.applicationErrorTitle}
        closeLabel={messages.common.close}
        footer={
          <Button slot="close" onPress={onDismiss}>
            {messages.common.ok}
          </Button>
        }
      >
        <Text>{message || messages.common.unexpectedError}</Text>
      </Dialog>
    </Modal>
  );
}

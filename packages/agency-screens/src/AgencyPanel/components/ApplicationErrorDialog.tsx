import { commonMessages, shellMessages, type Messages } from '@marketplace/domain';
import { Button, Dialog, Modal, Text } from '@marketplace/ui';

export interface ApplicationErrorDialogProps {
  /** The unhandled error's message; the dialog is open while there is one. */
  message: string | null;
  onDismiss: () => void;
  /** @default en */
  messages?: Pick<Messages, 'shell' | 'common'>;
}

const defaultCopy = { shell: shellMessages, common: commonMessages };

/** The 'Application Error' modal of spec 1 section 8: where global unhandled errors appear. */
export function ApplicationErrorDialog({ message, onDismiss, messages = defaultCopy }: ApplicationErrorDialogProps) {
  return (
    <Modal isOpen={message !== null} onOpenChange={(open) => !open && onDismiss()} size="small">
      <Dialog
        title={messages.shell.applicationErrorTitle}
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

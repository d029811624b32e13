import { en, type Messages } from '@marketplace/domain';
import { Button, Dialog, Modal } from '@marketplace/ui';

export interface ReviewSubmittedDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** @default en.reviews */
  messages?: Messages['reviews'];
  /** @default en.common */
  commonMessages?: Messages['common'];
}

/** The confirmation after a review is sent: it waits for approval before anyone sees it. */
export function ReviewSubmittedDialog({ isOpen, onOpenChange, messages = en.reviews, commonMessages = en.common }: ReviewSubmittedDialogProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} size="small">
      <Dialog
        title={messages.submittedTitle}
        closeLabel={commonMessages.close}
        footer={({ close }) => <Button onPress={close}>{commonMessages.ok}</Button>}
      >
        <p>{messages.submittedBody}</p>
      </Dialog>
    </Modal>
  );
}

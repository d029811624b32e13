import { Button, Dialog, Modal } from '@marketplace/ui';
import { useCommonMessages, useReviewsMessages } from '../../messages';

export interface ReviewSubmittedDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** The confirmation after a review is sent: it waits for approval before anyone sees it. */
export function ReviewSubmittedDialog({ isOpen, onOpenChange }: ReviewSubmittedDialogProps) {
  const messages = useReviewsMessages();
  const commonMessages = useCommonMessages();
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

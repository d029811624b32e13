import { propertyFormLimits, propertyRejectionSchema } from '@marketplace/domain';
import { Banner, Button, Dialog, Modal, Stack, Text, TextArea } from '@marketplace/ui';
import { useRef, useState } from 'react';
import { usePropertyCardMessages } from '../messages';

export interface RejectionDialogViewProps {
  /** Whether the dialog is open; closing it drops the reason typed. */
  isOpen: boolean;
  /** Cancel, Escape or a click outside. */
  onClose: () => void;
  /**
   * Sends the reason (not blank after trimming); resolves true once the property is rejected, which
   * closes the dialog, or false when the call failed: the reason stays for another try.
   */
  onReject: (reason: string) => Promise<boolean>;
  /** Why the last rejection failed, or null. */
  errorMessage: string | null;
}

function RejectionForm({ onReject, errorMessage, close }: Pick<RejectionDialogViewProps, 'onReject' | 'errorMessage'> & { close: () => void }) {
  const messages = usePropertyCardMessages().rejectDialog;
  const [reason, setReason] = useState('');
  const [isSending, setIsSending] = useState(false);
  // A second press before the pending button renders must not send the rejection twice.
  const sending = useRef(false);
  const isBlank = !propertyRejectionSchema.safeParse({ reason }).success;

  async function reject() {
    if (isBlank || sending.current) return;
    sending.current = true;
    setIsSending(true);
    try {
      if (await onReject(reason)) close();
    } finally {
      sending.current = false;
      setIsSending(false);
    }
  }

  return (
    <Stack gap="large">
      <Text tone="muted">{messages.note}</Text>
      {errorMessage ? <Banner tone="error">{errorMessage}</Banner> : null}
      <TextArea
        label={messages.label}
        placeholder={messages.placeholder}
        rows={propertyFormLimits.rejectionReasonRows}
        value={reason}
        onChange={setReason}
        isRequired
        isDisabled={isSending}
      />
      <Stack direction="row" gap="small" justifyContent="flex-end">
        <Button variant="secondary" onPress={close} isDisabled={isSending}>
          {messages.cancel}
        </Button>
        <Button variant="danger" isDisabled={isBlank} isPending={isSending} pendingLabel={messages.processing} onPress={() => void reject()}>
          {messages.submit}
        </Button>
      </Stack>
    </Stack>
  );
}

/**
 * 'Rejection Reason' (spec 3 section 2.11): for a context with a reject handler (an admin's or a
 * developer's review), a note that the owner sees the reason, a 5-row text area and 'Reject Property',
 * disabled while the reason is blank.
 */
export function RejectionDialogView({ isOpen, onClose, onReject, errorMessage }: RejectionDialogViewProps) {
  const messages = usePropertyCardMessages().rejectDialog;
  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog title={messages.title} closeLabel={messages.cancel}>
        {({ close }) => <RejectionForm onReject={onReject} errorMessage={errorMessage} close={close} />}
      </Dialog>
    </Modal>
  );
}

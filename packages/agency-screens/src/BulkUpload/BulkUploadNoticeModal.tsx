import { Button, Dialog, Modal } from '@marketplace/ui';
import type { BulkUploadNotice } from './bulkUploadNotice';
import { ServerErrorList } from './csv/ServerErrorList';
import { useBulkUploadMessages, useCommonMessages } from '../messages';

export interface BulkUploadNoticeModalProps {
  /** The notice to show; null closes the modal. */
  notice: BulkUploadNotice | null;
  /** Called by OK, Escape or a click outside. */
  onClose: () => void;
}

/** Results and errors 'also appear in a modal with an OK button' (spec 1 section 2.2), titled as section 8 says. */
export function BulkUploadNoticeModal({ notice, onClose }: BulkUploadNoticeModalProps) {
  const bulkUploadMessages = useBulkUploadMessages();
  const commonMessages = useCommonMessages();
  return (
    <Modal isOpen={notice !== null} onOpenChange={(open) => (open ? undefined : onClose())} size="small">
      {notice ? (
        <Dialog
          role={notice.tone === 'danger' ? 'alertdialog' : 'dialog'}
          title={notice.title}
          closeLabel={commonMessages.close}
          footer={
            <Button slot="close" variant="primary">
              {bulkUploadMessages.ok}
            </Button>
          }
        >
          <p>{notice.message}</p>
          <ServerErrorList errors={notice.errors ?? []} />
        </Dialog>
      ) : null}
    </Modal>
  );
}

import type { ToastQueue } from '@marketplace/ui';
import { useCallback, useState } from 'react';
import type { BulkUploadNotice, NotifyBulkUpload } from './bulkUploadNotice';

/** What {@link useBulkUploadNotices} returns. */
export interface BulkUploadNotices {
  notify: NotifyBulkUpload;
  /** The modal now open; null when none. */
  notice: BulkUploadNotice | null;
  /** OK on the open modal: the next waiting one opens. */
  dismiss: () => void;
}

/**
 * Routes notices: toasts to the queue, modals one at a time in order (three refused files in one
 * pick are three modals, shown one after another rather than the last hiding the first two).
 */
export function useBulkUploadNotices(toasts: ToastQueue): BulkUploadNotices {
  const [modals, setModals] = useState<readonly BulkUploadNotice[]>([]);
  const notify = useCallback<NotifyBulkUpload>(
    (notice, presentation) => {
      if (presentation === 'toast') toasts.add({ tone: notice.tone === 'danger' ? 'error' : 'success', title: notice.title, description: notice.message });
      else setModals((queued) => [...queued, notice]);
    },
    [toasts],
  );
  const dismiss = useCallback(() => setModals((queued) => queued.slice(1)), []);
  return { notify, notice: modals[0] ?? null, dismiss };
}

import { useOwnToastQueue } from '@marketplace/ui';
import { BulkUploadNoticeModal } from '../../BulkUploadNoticeModal';
import { useBulkUploadNotices } from '../../useBulkUploadNotices';
import { MediaUploadSection } from '../MediaUploadSection';
import { useMediaUploads, type MediaUploadsOptions } from '../useMediaUploads';

/** Props of {@link MediaUploadOnSandbox}. */
export interface MediaUploadOnSandboxProps {
  /** Stands in for the system clipboard, which a test browser refuses without a permission. */
  clipboard: MediaUploadsOptions['clipboard'];
}

/**
 * The media section on the real hook, with the screen's notices (modals one at a time, toasts), and
 * no storage, so every story starts from an empty list.
 */
export function MediaUploadOnSandbox({ clipboard }: MediaUploadOnSandboxProps) {
  const toasts = useOwnToastQueue(undefined);
  const { notify, notice, dismiss } = useBulkUploadNotices(toasts.queue);
  const media = useMediaUploads({ notify, clipboard, storage: null });
  return (
    <>
      <MediaUploadSection {...media} />
      <BulkUploadNoticeModal notice={notice} onClose={dismiss} />
      {toasts.region}
    </>
  );
}

import type { ToastQueue } from '@marketplace/ui';
import { BulkUploadView } from './BulkUploadView';
import { useBulkUpload, type BulkUploadOptions } from './useBulkUpload';
import { useScreenToastQueue } from '../shared/useScreenToastQueue';

/** Props of the connected Bulk Upload Properties screen. */
export interface BulkUploadProps extends Pick<BulkUploadOptions, 'agentId' | 'clipboard' | 'mediaStorage'> {
  /** The application's toast queue. @default the screen's own queue and region */
  toastQueue?: ToastQueue;
}

/** Bulk Upload Properties on the api-client: media upload, templates, the CSV check and upload. */
export function BulkUpload({ toastQueue, ...options }: BulkUploadProps) {
  const toasts = useScreenToastQueue(toastQueue);
  const viewProps = useBulkUpload({ ...options, toasts: toasts.queue });
  return (
    <>
      <BulkUploadView {...viewProps} />
      {toasts.region}
    </>
  );
}

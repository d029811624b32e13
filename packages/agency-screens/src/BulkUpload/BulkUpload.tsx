import { en } from '@marketplace/domain';
import { createToastQueue, ToastRegion, type ToastQueue } from '@marketplace/ui';
import { useState } from 'react';
import { BulkUploadView } from './BulkUploadView';
import { useBulkUpload, type BulkUploadOptions } from './useBulkUpload';

/** Props of the connected Bulk Upload Properties screen. */
export interface BulkUploadProps extends Pick<BulkUploadOptions, 'agentId' | 'clipboard' | 'mediaStorage'> {
  /** The application's toast queue. @default the screen's own queue and region */
  toastQueue?: ToastQueue;
}

/** Bulk Upload Properties on the api-client: media upload, templates, the CSV check and upload. */
export function BulkUpload({ toastQueue, ...options }: BulkUploadProps) {
  const [ownQueue] = useState(() => toastQueue ?? createToastQueue());
  const toasts = toastQueue ?? ownQueue;
  const viewProps = useBulkUpload({ ...options, toasts });
  return (
    <>
      <BulkUploadView {...viewProps} />
      {toastQueue ? null : <ToastRegion queue={ownQueue} closeLabel={en.common.close} />}
    </>
  );
}

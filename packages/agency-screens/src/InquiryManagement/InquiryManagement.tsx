import type { EnquiryScope } from '@marketplace/api-client';
import type { ToastQueue } from '@marketplace/ui';
import { InquiryManagementView } from './InquiryManagementView';
import { useInquiryManagement } from './useInquiryManagement';
import type { EnquiryViewLocation } from './useEnquiryViewState';
import { useScreenToastQueue } from '../shared/useScreenToastQueue';

/** Props of the connected Inquiry Management screen. */
export interface InquiryManagementProps {
  /** Whose enquiries to list. @default the signed-in profile's scope (agency, agent or developer id) */
  scope?: EnquiryScope;
  /**
   * The URL query that holds search, filter, sort and the open dialog, and how to change it; give
   * it so a refresh or a shared link restores the view. @default the screen keeps the view itself
   */
  location?: EnquiryViewLocation;
  /**
   * The application's toast queue. @default the screen's own queue and region
   */
  toastQueue?: ToastQueue;
}

/** Inquiry Management on the api-client: the scope's enquiries, status and note changes, toasts. */
export function InquiryManagement({ scope, location, toastQueue }: InquiryManagementProps) {
  const toasts = useScreenToastQueue(toastQueue);
  const viewProps = useInquiryManagement({ scope, location, toasts: toasts.queue });
  return (
    <>
      <InquiryManagementView {...viewProps} />
      {toasts.region}
    </>
  );
}

import type { ToastQueue } from '@marketplace/ui';
import type { AdminReviewedViewProps } from './AdminReviewedView';
import { AdminReviewedView } from './AdminReviewedView';
import { useAdminReviewed } from './useAdminReviewed';
import { useReviewedFaqs } from '../ReviewedProperties/ReviewedFaqDialog';
import type { QueryViewLocation } from '../shared/useQueryViewState';
import { useScreenToastQueue } from '../shared/useScreenToastQueue';

/** Props of the connected AdminReviewed screen. */
export interface AdminReviewedProps extends Pick<AdminReviewedViewProps, 'editHrefFor'> {
  /**
   * The URL query that holds the tab (`status`), the search (`q`) and the page, and how to change it;
   * give it so a refresh, Back or a dashboard counter's link restores the list. @default the screen keeps them itself
   */
  location?: QueryViewLocation;
  /** The application's toast queue. @default the screen's own queue and region */
  toastQueue?: ToastQueue;
}

/** AdminReviewed on the api-client: the signed-in agency's listings; Manage FAQs opens the FAQ dialog, loaded on first use. */
export function AdminReviewed({ location, toastQueue, editHrefFor }: AdminReviewedProps) {
  const toasts = useScreenToastQueue(toastQueue);
  const faqs = useReviewedFaqs();
  const viewProps = useAdminReviewed({ location, toasts: toasts.queue });
  return (
    <>
      <AdminReviewedView {...viewProps} editHrefFor={editHrefFor} onOpenFaqs={faqs.onOpenFaqs} />
      {faqs.dialog}
      {toasts.region}
    </>
  );
}

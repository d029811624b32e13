import type { ToastQueue } from '@marketplace/ui';
import type { DeveloperReviewedViewProps } from './DeveloperReviewedView';
import { DeveloperReviewedView } from './DeveloperReviewedView';
import { useDeveloperReviewed } from './useDeveloperReviewed';
import { useReviewedFaqs } from '../ReviewedProperties/ReviewedFaqDialog';
import type { QueryViewLocation } from '../shared/useQueryViewState';
import { useScreenToastQueue } from '../shared/useScreenToastQueue';

/** Props of the connected DeveloperReviewed screen. */
export interface DeveloperReviewedProps extends Pick<DeveloperReviewedViewProps, 'editHrefFor'> {
  /**
   * The URL query that holds the tab (`status`), the search (`q`) and the page, and how to change it;
   * give it so a refresh, Back or a dashboard counter's link restores the list. @default the screen keeps them itself
   */
  location?: QueryViewLocation;
  /** The application's toast queue. @default the screen's own queue and region */
  toastQueue?: ToastQueue;
}

/** DeveloperReviewed on the api-client: the signed-in agency's listings; Manage FAQs opens the FAQ dialog, loaded on first use. */
export function DeveloperReviewed({ location, toastQueue, editHrefFor }: DeveloperReviewedProps) {
  const toasts = useScreenToastQueue(toastQueue);
  const faqs = useReviewedFaqs();
  const viewProps = useDeveloperReviewed({ location, toasts: toasts.queue });
  return (
    <>
      <DeveloperReviewedView {...viewProps} editHrefFor={editHrefFor} onOpenFaqs={faqs.onOpenFaqs} />
      {faqs.dialog}
      {toasts.region}
    </>
  );
}

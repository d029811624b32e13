import { lazy } from 'react';

/**
 * The details dialog's code (react-aria's dialog and modal, the note editor): not part of the route's
 * first load. Fetched when the page is idle after the list has loaded, or when a dialog opens first
 * (a link to an open enquiry).
 */
export const loadEnquiryDetailsDialog = () => import('./EnquiryDetailsDialog');

export const LazyEnquiryDetailsDialog = lazy(() => loadEnquiryDetailsDialog().then((module) => ({ default: module.EnquiryDetailsDialog })));

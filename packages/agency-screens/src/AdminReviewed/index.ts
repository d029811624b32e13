export { AdminReviewed, type AdminReviewedProps } from './AdminReviewed';
export { AdminReviewedView, type AdminReviewedViewProps } from './AdminReviewedView';
export { useAdminReviewed, type AdminReviewedOptions } from './useAdminReviewed';
export { adminReviewedFirstData, type AdminReviewedDataInputs } from './adminReviewedFirstData';

import { ReviewedPropertiesView } from '../ReviewedProperties/ReviewedPropertiesView';
import type { ReviewedPropertiesViewProps } from '../ReviewedProperties/reviewedPropertiesViewProps';

/** Props of the pure AdminReviewed view: data, status and callbacks, no fetching. */
export type AdminReviewedViewProps = ReviewedPropertiesViewProps;

/** Admin Reviewed Properties (spec 3 section 2.7): the agency's listings the admin has approved, is reviewing or rejected (developer-approved only); pure. */
export function AdminReviewedView(props: AdminReviewedViewProps) {
  return <ReviewedPropertiesView kind="admin" {...props} />;
}

import { ReviewedPropertiesView } from '../ReviewedProperties/ReviewedPropertiesView';
import type { ReviewedPropertiesViewProps } from '../ReviewedProperties/reviewedPropertiesViewProps';

/** Props of the pure DeveloperReviewed view: data, status and callbacks, no fetching. */
export type DeveloperReviewedViewProps = ReviewedPropertiesViewProps;

/** Developer Reviewed Properties (spec 3 section 2.8): the agency's project units by their developer's verdict; pure. */
export function DeveloperReviewedView(props: DeveloperReviewedViewProps) {
  return <ReviewedPropertiesView kind="developer" {...props} />;
}

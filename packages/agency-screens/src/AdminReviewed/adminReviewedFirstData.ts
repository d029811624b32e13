import { reviewedPropertiesFirstData, type ReviewedPropertiesDataInputs, type ReviewedPropertiesQueries } from '../ReviewedProperties/reviewedPropertiesFirstData';

/** What AdminReviewed's first render is keyed on: the profile and the URL's tab, search and page. */
export type AdminReviewedDataInputs = ReviewedPropertiesDataInputs;

/** AdminReviewed's first-render data: page 0 of each tab (the tab counts) and the shown page when it is another. */
export function adminReviewedFirstData(inputs: AdminReviewedDataInputs): ReviewedPropertiesQueries {
  return reviewedPropertiesFirstData('admin', inputs);
}

import { reviewedPropertiesFirstData, type ReviewedPropertiesDataInputs, type ReviewedPropertiesQueries } from '../ReviewedProperties/reviewedPropertiesFirstData';

/** What DeveloperReviewed's first render is keyed on: the profile and the URL's tab, search and page. */
export type DeveloperReviewedDataInputs = ReviewedPropertiesDataInputs;

/** DeveloperReviewed's first-render data: page 0 of each tab (the tab counts) and the shown page when it is another. */
export function developerReviewedFirstData(inputs: DeveloperReviewedDataInputs): ReviewedPropertiesQueries {
  return reviewedPropertiesFirstData('developer', inputs);
}

import { useReviewedProperties, type ReviewedPropertiesHookProps, type ReviewedPropertiesOptions } from '../ReviewedProperties/useReviewedProperties';

/** What the connected DeveloperReviewed screen needs besides the api-client context. */
export type DeveloperReviewedOptions = ReviewedPropertiesOptions;

/** The DeveloperReviewed logic: the tab's page, the tab counts and the delete, for the signed-in agency. */
export function useDeveloperReviewed(options: DeveloperReviewedOptions): ReviewedPropertiesHookProps {
  return useReviewedProperties('developer', options);
}

import { useReviewedProperties, type ReviewedPropertiesHookProps, type ReviewedPropertiesOptions } from '../ReviewedProperties/useReviewedProperties';

/** What the connected AdminReviewed screen needs besides the api-client context. */
export type AdminReviewedOptions = ReviewedPropertiesOptions;

/** The AdminReviewed logic: the tab's page, the tab counts and the delete, for the signed-in agency. */
export function useAdminReviewed(options: AdminReviewedOptions): ReviewedPropertiesHookProps {
  return useReviewedProperties('admin', options);
}

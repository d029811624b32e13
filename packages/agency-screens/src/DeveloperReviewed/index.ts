export { DeveloperReviewed, type DeveloperReviewedProps } from './DeveloperReviewed';
export { DeveloperReviewedView, type DeveloperReviewedViewProps } from './DeveloperReviewedView';
export { useDeveloperReviewed, type DeveloperReviewedOptions } from './useDeveloperReviewed';
export { developerReviewedFirstData, type DeveloperReviewedDataInputs } from './developerReviewedFirstData';

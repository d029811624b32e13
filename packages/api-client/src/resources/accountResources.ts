// Sub-barrel of the accounts host's calls and hooks (see docs/decisions.md for the hosts).
export { accountsKeys } from './accounts/accountsKeys';
export { fetchAgencyProfile, updateAgencyProfile } from './accounts/profile';
export {
  buildProfilePayload,
  parseIndustryStartYear,
  profilePayloadTextFields,
  type ProfileFormValues,
  type ProfilePayloadTextField,
} from './accounts/profilePayload';
export { useAgencyProfile, useUpdateAgencyProfile } from './accounts/profile.hooks';
export {
  fetchReviewSummary,
  fetchReviews,
  fetchUserName,
  submitReview,
  type ReviewPage,
  type ReviewPageQuery,
  type ReviewSubmission,
  type ReviewSummary,
} from './accounts/reviews';
export { defaultReviewSort, reviewSortParams, reviewSorts, sortReviews, type ReviewSort } from './accounts/reviewSort';
export { useReviewSummary, useReviews, useSubmitReview, type ReviewListOptions } from './accounts/reviews.hooks';
export { fetchServiceAreas } from './accounts/serviceAreas';
export { useServiceAreas } from './accounts/serviceAreas.hooks';
export { fetchAllAgents, fetchAvailableAgents, type AgentPage, type AvailableAgentsQuery } from './accounts/agents';
export { useAllAgents, useAvailableAgents, type AvailableAgentsOptions } from './accounts/agents.hooks';
export { fetchDeveloper } from './accounts/developers';
export { useDeveloper } from './accounts/developers.hooks';

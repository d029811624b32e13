import { accountsKeys, fetchAgencyProfile, fetchReviewSummary, fetchServiceAreas, type ApiQuery, type ReviewSummary } from '@marketplace/api-client';
import type { AgencyProfile, ServiceArea } from '@marketplace/domain';
import type { FirstRenderInputs } from '../firstRenderData/firstRenderTypes';

/**
 * The Agency Profile's first-render data: the profile, the service areas its details name, and the
 * Customer Reviews summary. The summary is keyed on the login id, which the screen reads from the
 * agency profile; the session's profile comes from the same GET /api/profile, so its login id starts
 * the summary without waiting for the agency profile.
 */
export function agencyProfileFirstData({ profile }: FirstRenderInputs): {
  readonly profile: ApiQuery<AgencyProfile>;
  readonly serviceAreas: ApiQuery<ServiceArea[]>;
  readonly reviewSummary: ApiQuery<ReviewSummary> | null;
} {
  const loginId = profile?.loginId;
  return {
    profile: { key: accountsKeys.agencyProfile(), fetch: (client) => fetchAgencyProfile(client) },
    serviceAreas: { key: accountsKeys.serviceAreas(), fetch: (client) => fetchServiceAreas(client) },
    reviewSummary: loginId === undefined ? null : { key: accountsKeys.reviewSummary(loginId), fetch: (client) => fetchReviewSummary(client, loginId) },
  };
}

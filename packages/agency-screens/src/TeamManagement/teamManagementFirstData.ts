import { searchTeamMembers, teamMembersKey, type ApiQuery } from '@marketplace/api-client';
import type { SpringPage, TeamMember } from '@marketplace/domain';
import type { FirstRenderInputs } from '../firstRenderData/firstRenderTypes';

/** What Agency Team Management's first render is keyed on. */
export interface TeamManagementDataInputs extends FirstRenderInputs {
  /** The applied search text (the URL's `q`). @default '' */
  readonly search?: string | undefined;
  /** The server's page, 0 for the first (the URL's `page` minus one). @default 0 */
  readonly page?: number | undefined;
}

/**
 * Agency Team Management's first-render data: one page of the agency's members (the agency's login id
 * from the profile), searched by name, title or e-mail (spec 2 section 7.1).
 */
export function teamManagementFirstData({ profile, search = '', page = 0 }: TeamManagementDataInputs): {
  readonly members: ApiQuery<SpringPage<TeamMember>> | null;
} {
  const agencyLoginId = profile?.loginId ?? null;
  const key = teamMembersKey({ agencyLoginId, search, page });
  return {
    members: key && agencyLoginId !== null ? { key, fetch: (client) => searchTeamMembers(client, { agencyLoginId, search, page }) } : null,
  };
}

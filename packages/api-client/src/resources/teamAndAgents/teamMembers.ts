import {
  rsqlEq,
  teamLimits,
  teamMemberSearchFilter,
  toRsql,
  type LoginId,
  type SpringPage,
  type TeamMember,
  type TeamMemberCreatePayload,
  type TeamMemberUpdatePayload,
} from '@marketplace/domain';
import { teamMemberDecoder, teamMemberPageDecoder } from './teamAndAgentsDecoders';
import type { ApiClient } from '../../client';
import type { CallOptions } from '../../callOptions';
import { ignoredBody } from '../../decode';

/** Base path of the team member calls on the property host (docs/decisions.md, 'Team members'). */
export const teamMembersPath = '/api/team-members';

/** The selector that scopes a team search to one agency (docs/decisions.md, 'Team members'). */
export const teamMemberAgencySelector = 'agency_login_id';


/** What the team list asks for (spec 2 section 7.1). */
export interface TeamMemberListParams {
  /** The agency's login id from the session profile: the list holds only its members. */
  agencyLoginId: LoginId;
  /** The search box's text; blank lists everyone. */
  search?: string | null;
  /** Zero-based. @default 0 */
  page?: number;
  /** @default teamLimits.pageSize (10) */
  size?: number;
}

/**
 * The `search=` of the team list: `agency_login_id=={id}`, and with a search term
 * `and (name==*t* or title==*t* or email==*t*)` (the domain's team search rule).
 */
export function teamMembersFilter(agencyLoginId: LoginId, search?: string | null): string {
  const agency = toRsql(rsqlEq(teamMemberAgencySelector, agencyLoginId));
  const text = teamMemberSearchFilter(search);
  return text === null ? agency : `${agency} and (${text})`;
}

/** GET /api/team-members/search: one page of the agency's members matching the search. */
export function searchTeamMembers(client: ApiClient, params: TeamMemberListParams, options: CallOptions = {}): Promise<SpringPage<TeamMember>> {
  return client.request({
    host: 'property',
    method: 'GET',
    path: `${teamMembersPath}/search`,
    query: {
      search: teamMembersFilter(params.agencyLoginId, params.search),
      page: params.page ?? 0,
      size: params.size ?? teamLimits.pageSize,
    },
    schema: teamMemberPageDecoder,
    signal: options.signal,
  });
}

/** GET /api/team-members/{id}. */
export function getTeamMember(client: ApiClient, id: number, options: CallOptions = {}): Promise<TeamMember> {
  return client.request({ host: 'property', method: 'GET', path: `${teamMembersPath}/${id}`, schema: teamMemberDecoder, signal: options.signal });
}

/** POST /api/team-members: name, title, imgUrl, email, mobile and the agency's login id; answers the new member. */
export function createTeamMember(client: ApiClient, payload: TeamMemberCreatePayload, options: CallOptions = {}): Promise<TeamMember> {
  return client.request({ host: 'property', method: 'POST', path: teamMembersPath, body: payload, schema: teamMemberDecoder, signal: options.signal });
}

/** PUT /api/team-members/{id}; answers the updated member. */
export function updateTeamMember(client: ApiClient, id: number, payload: TeamMemberUpdatePayload, options: CallOptions = {}): Promise<TeamMember> {
  return client.request({
    host: 'property',
    method: 'PUT',
    path: `${teamMembersPath}/${id}`,
    body: payload,
    schema: teamMemberDecoder,
    signal: options.signal,
  });
}

/** DELETE /api/team-members/{id}. */
export function deleteTeamMember(client: ApiClient, id: number, options: CallOptions = {}): Promise<void> {
  return client.request({ host: 'property', method: 'DELETE', path: `${teamMembersPath}/${id}`, schema: ignoredBody, signal: options.signal });
}

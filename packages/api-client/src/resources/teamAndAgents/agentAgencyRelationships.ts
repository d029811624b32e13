import {
  agentLimits,
  invitationStatus,
  type AgentAgencyRelationship,
  type AgentAgencyStatus,
  type SpringPage,
} from '@marketplace/domain';
import { relationshipPageDecoder } from './teamAndAgentsDecoders';
import type { ApiClient } from '../../client';
import type { CallOptions } from '../../callOptions';
import { ignoredBody } from '../../decode';

/** Base path of the agency-agent service on the property host (spec 2 section 7.3). */
export const agentAgencyRelationshipsPath = '/api/admin/agent_agency_rs';


// The agency-agent service is called without an authorization header (spec 2 section 6).
const withoutToken = { auth: false } as const;

/** What an agency agents list asks for. */
export interface AgencyAgentsParams {
  agencyId: number;
  /** ACCEPTED lists Our Agents, PENDING the invitations still open. */
  status: AgentAgencyStatus;
  /** Zero-based. @default 0 */
  page?: number;
  /** @default agentLimits.pageSize (10) */
  size?: number;
}

/**
 * GET /api/admin/agent_agency_rs/agency/{agencyId}?status&page&size: one page of the agency's
 * relationships in that status, unwrapped from the answer's `data`.
 */
export async function listAgencyAgents(client: ApiClient, params: AgencyAgentsParams, options: CallOptions = {}): Promise<SpringPage<AgentAgencyRelationship>> {
  const answer = await client.request({
    host: 'property',
    method: 'GET',
    path: `${agentAgencyRelationshipsPath}/agency/${params.agencyId}`,
    query: { status: params.status, page: params.page ?? 0, size: params.size ?? agentLimits.pageSize },
    schema: relationshipPageDecoder,
    signal: options.signal,
    ...withoutToken,
  });
  return answer.data;
}

/**
 * The e-mails with an open invitation (spec 2 section 7.3): page 0 of up to 100 PENDING
 * relationships, to mark rows and block duplicate invitations. E-mails are kept as the server sent them.
 */
export async function pendingInvitationEmails(client: ApiClient, agencyId: number, options: CallOptions = {}): Promise<Set<string>> {
  const page = await listAgencyAgents(
    client,
    { agencyId, status: invitationStatus, page: agentLimits.pendingLookupPage, size: agentLimits.pendingLookupSize },
    options,
  );
  return new Set(page.content.flatMap((relationship) => (relationship.agentEmail ? [relationship.agentEmail] : [])));
}

/** What an invitation sends besides the status. */
export interface AgentInvitation {
  agencyId: number;
  /** The agent account's e-mail. */
  agentEmail: string;
}

/**
 * POST /api/admin/agent_agency_rs/request with `{ agencyId, agentEmail, status: 'PENDING' }`. The
 * spec shows no answer body, so none is read (the sandbox sends the new relationship). A refusal as a
 * duplicate is an `HttpError` whose message matches the 'duplicate' case (`isErrorCase(error, 'duplicate')`).
 */
export function inviteAgent(client: ApiClient, invitation: AgentInvitation, options: CallOptions = {}): Promise<void> {
  return client.request({
    host: 'property',
    method: 'POST',
    path: `${agentAgencyRelationshipsPath}/request`,
    body: { agencyId: invitation.agencyId, agentEmail: invitation.agentEmail, status: invitationStatus },
    schema: ignoredBody,
    signal: options.signal,
    ...withoutToken,
  });
}

/** DELETE /api/admin/agent_agency_rs/remove?relationshipId={id}: takes the agent out of the agency. */
export function removeAgent(client: ApiClient, relationshipId: number, options: CallOptions = {}): Promise<void> {
  return client.request({
    host: 'property',
    method: 'DELETE',
    path: `${agentAgencyRelationshipsPath}/remove`,
    query: { relationshipId },
    schema: ignoredBody,
    signal: options.signal,
    ...withoutToken,
  });
}

import { agentInvitePayloadSchema, isAgentAgencyStatus, roleIds, type Agent } from '@marketplace/domain';
import { HttpResponse } from 'msw';
import type { RecordId } from '../../db/collection';
import type { SandboxRouteModule } from '../../handlers/buildSandboxHandlers';
import { errorResponse } from '../../http/responses';
import { QueryParameterError } from '../../paging/queryParameterError';
import { springPageFromQuery } from '../../paging/springPage';
import { agentInviteTextFields } from '../writtenTextLimits';
import {
  relationshipForAgent,
  relationshipView,
  type RelationshipCollection,
  type StoredRelationship,
} from './agentAgencyRelationships.collections';
import { comparableText, readValidBody } from '../../http/requestChecks';
import { optionalSession } from '../../http/requestGuards';
import { accessDenied, agencyOf, type AgencyAccessDb, type CallerAgency } from '../agencyAccess';

/** The agent accounts the relationships point at (the accounts host's `accountAgents`). */
export interface AgentDirectory {
  list(predicate?: (agent: Agent) => boolean): Agent[];
  update(id: RecordId, change: Partial<Agent>): Agent | undefined;
}

/** The agency accounts that invite agents (the accounts host's `accountAgencies`). */
export interface AgencyDirectory {
  get(id: RecordId): { readonly name?: string | null } | undefined;
}

/** What the relationship routes need of the database. */
export interface RelationshipsDb {
  readonly agentAgencyRelationships: RelationshipCollection;
  readonly accountAgencies: AgencyDirectory;
  readonly accountAgents: AgentDirectory;
}

const relationshipsPath = '/api/admin/agent_agency_rs';

// An id as the backend's Long reads it: digits only, and no larger than a safe integer (400 digits are not an id).
function wholeNumber(text: string | null): number | null {
  const value = text !== null && /^\d+$/.test(text.trim()) ? Number(text) : Number.NaN;
  return Number.isSafeInteger(value) ? value : null;
}

function isOpen(relationship: StoredRelationship): boolean {
  return relationship.status === 'PENDING' || relationship.status === 'ACCEPTED';
}

// An agent belongs to an agency while any of their relationships is accepted; the Find Agents
// search (`isHasAgency==false`) reads this flag.
function refreshHasAgency(db: RelationshipsDb, agentId: number): void {
  const accepted = db.agentAgencyRelationships.list((relationship) => relationship.agentId === agentId && relationship.status === 'ACCEPTED');
  db.accountAgents.update(agentId, { isHasAgency: accepted.length > 0 });
}

/**
 * The caller of an agency-agent call: null without an `Authorization` header (the spec's client sends
 * none), the agency of a valid agency token, or the answer to send (401 for a token that is not
 * valid, 403 for an agent's or developer's).
 */
function callerOf(request: Request, db: AgencyAccessDb): CallerAgency | null | Response {
  const account = optionalSession(request, db.authTokens);
  if (account === null || account instanceof Response) return account;
  return agencyOf(account, db) ?? accessDenied();
}

/**
 * Agent-agency relationships (spec 2 section 7.3). The agency-agent service is called without an
 * authorization header (spec 2 section 6), so none is required; but a call that carries a token is
 * held to it: a bad token is a 401, a path or payload naming another agency a 403, another agency's
 * relationship a 404. Lists answer `{ data: <Spring page> }`;
 * an invitation creates a PENDING relationship for the agent with that e-mail (404 when no agent has
 * it, 409 when one is already pending or accepted); removal deletes the relationship and updates the
 * agent's `isHasAgency`.
 */
export const agentAgencyRelationshipRoutes: SandboxRouteModule<RelationshipsDb & AgencyAccessDb> = ({ property, db }) => [
  property.get<{ agencyId: string }>(`${relationshipsPath}/agency/:agencyId`, ({ request, params }) => {
    const caller = callerOf(request, db);
    if (caller instanceof Response) return caller;
    const agencyId = wholeNumber(params.agencyId);
    if (agencyId === null) return errorResponse(400, 'Validation failed: agencyId must be a whole number');
    if (caller && caller.id !== agencyId) return accessDenied();
    const query = new URL(request.url).searchParams;
    const status = query.get('status');
    if (status !== null && !isAgentAgencyStatus(status)) {
      return errorResponse(400, 'Validation failed: status must be PENDING or ACCEPTED');
    }
    const relationships = db.agentAgencyRelationships.list(
      (relationship) => relationship.agencyId === agencyId && (status === null || relationship.status === status),
    );
    try {
      return HttpResponse.json({ data: springPageFromQuery(relationships.map(relationshipView), query) });
    } catch (error) {
      if (error instanceof QueryParameterError) return errorResponse(400, error.message);
      throw error;
    }
  }),

  property.post(`${relationshipsPath}/request`, async ({ request }) => {
    const caller = callerOf(request, db);
    if (caller instanceof Response) return caller;
    const body = await readValidBody(request, agentInvitePayloadSchema, agentInviteTextFields);
    if (!body.ok) return body.response;
    const { agencyId, agentEmail, status } = body.data;
    if (caller && caller.id !== agencyId) return accessDenied();
    const agency = db.accountAgencies.get(agencyId);
    if (!agency) return errorResponse(404, `Agency ${agencyId} not found`);
    const email = comparableText(agentEmail);
    const agent = db.accountAgents.list(
      (account) => comparableText(account.email) === email && (account.roleId == null || account.roleId === roleIds.AGENT),
    )[0];
    if (!agent) return errorResponse(404, `Agent not found with email ${agentEmail}`);
    const existing = db.agentAgencyRelationships.find(
      (relationship) => relationship.agencyId === agencyId && relationship.agentId === agent.id && isOpen(relationship),
    );
    if (existing) return errorResponse(409, `A ${existing.status.toLowerCase()} relationship between this agent and agency already exists`);
    const created = db.agentAgencyRelationships.insert(
      relationshipForAgent(agent, { agencyId, agencyName: agency.name ?? null, status, now: new Date().toISOString() }),
    );
    return HttpResponse.json({ data: relationshipView(created) }, { status: 201 });
  }),

  property.delete(`${relationshipsPath}/remove`, ({ request }) => {
    const caller = callerOf(request, db);
    if (caller instanceof Response) return caller;
    const relationshipId = wholeNumber(new URL(request.url).searchParams.get('relationshipId'));
    if (relationshipId === null) return errorResponse(400, 'Validation failed: relationshipId must be a whole number');
    const relationship = db.agentAgencyRelationships.get(relationshipId);
    if (!relationship || (caller && caller.id !== relationship.agencyId)) {
      return errorResponse(404, `Relationship ${relationshipId} not found`);
    }
    db.agentAgencyRelationships.remove(relationshipId);
    if (relationship.agentId != null) refreshHasAgency(db, relationship.agentId);
    return new HttpResponse(null, { status: 204 });
  }),
];

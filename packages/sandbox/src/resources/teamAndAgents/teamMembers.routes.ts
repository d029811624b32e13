import { teamMemberCreatePayloadSchema, teamMemberUpdatePayloadSchema, type LoginId } from '@marketplace/domain';
import { HttpResponse } from 'msw';
import type { SandboxRouteModule } from '../../handlers/buildSandboxHandlers';
import { errorResponse } from '../../http/responses';
import { springPageFromQuery } from '../../paging/springPage';
import type { RsqlExpression } from '../../rsql/rsqlAst';
import { filterByRsql } from '../../rsql/rsqlEvaluator';
import { RsqlParseError } from '../../rsql/rsqlParseError';
import { parseRsql } from '../../rsql/rsqlParser';
import { comparableText, readValidBody, storedOptionalText } from '../../http/requestChecks';
import { accessDenied, requireAgency, sameId, type AgencyAccessDb, type CallerAgency } from '../agencyAccess';
import type { StoredTeamMember, TeamMemberCollection } from './teamMembers.collections';
import { teamMemberTextFields } from '../writtenTextLimits';

/** What the team member routes need of the database. */
export interface TeamMembersDb {
  readonly teamMembers: TeamMemberCollection;
}

/** The selector by which a team search names its agency (docs/decisions.md, 'Team members'). */
export const teamAgencySelector = 'agency_login_id';

const notFoundMessage = 'Team member not found';
const duplicateMessage = 'A team member with this name and email already exists';

/**
 * The agency a team search is scoped to: an exact `agency_login_id==X` that must hold for every
 * match, i.e. the whole filter or one operand of its top-level `and`. A clause under an `or` could
 * let other agencies' members through, so it does not count.
 */
export function searchedAgency(expression: RsqlExpression): string | null {
  const clauses = expression.type === 'and' ? expression.children : [expression];
  for (const clause of clauses) {
    if (clause.type !== 'comparison' || clause.selector !== teamAgencySelector || clause.operator !== '==') continue;
    const [value] = clause.values;
    if (clause.values.length === 1 && value && !value.text.includes('*')) return value.text;
  }
  return null;
}

function isDuplicate(
  members: readonly StoredTeamMember[],
  candidate: { name: string; email?: string | null | undefined; agency_login_id: LoginId },
  exceptId?: number,
): boolean {
  return members.some(
    (member) =>
      member.id !== exceptId &&
      String(member.agency_login_id) === String(candidate.agency_login_id) &&
      comparableText(member.name) === comparableText(candidate.name) &&
      comparableText(member.email) === comparableText(candidate.email),
  );
}

function isTeamOf(agency: CallerAgency, member: StoredTeamMember): boolean {
  return sameId(member.agency_login_id, agency.loginId);
}

/**
 * Team members (spec 2 section 7.1; paths ours, docs/decisions.md). Every call needs an agency's
 * session (401 without a valid one, 403 for an agent's or developer's). The search must name the
 * agency with `agency_login_id==X` (400 otherwise), so a list never mixes agencies, and X must be the
 * caller's login id (403 otherwise), as must a new member's `agency_login_id`; another agency's member
 * is a 404 like an unknown id. A member with the same name and e-mail in the same agency is a 409.
 */
export const teamMemberRoutes: SandboxRouteModule<TeamMembersDb & AgencyAccessDb> = ({ property, db }) => [
  property.get('/api/team-members/search', ({ request }) => {
    const agency = requireAgency(request, db);
    if (agency instanceof Response) return agency;
    const params = new URL(request.url).searchParams;
    const search = params.get('search') ?? '';
    try {
      const searched = search.trim() === '' ? null : searchedAgency(parseRsql(search));
      if (searched === null) {
        return errorResponse(400, `Validation failed: the search must name the agency with ${teamAgencySelector}==<loginId>`);
      }
      if (!sameId(searched, agency.loginId)) return accessDenied();
      return HttpResponse.json(springPageFromQuery(filterByRsql(db.teamMembers.list(), search), params));
    } catch (error) {
      if (error instanceof RsqlParseError) return errorResponse(400, error.message);
      throw error;
    }
  }),

  property.get<{ id: string }>('/api/team-members/:id', ({ request, params }) => {
    const agency = requireAgency(request, db);
    if (agency instanceof Response) return agency;
    const member = db.teamMembers.get(params.id);
    return member && isTeamOf(agency, member) ? HttpResponse.json(member) : errorResponse(404, notFoundMessage);
  }),

  property.post('/api/team-members', async ({ request }) => {
    const agency = requireAgency(request, db);
    if (agency instanceof Response) return agency;
    const body = await readValidBody(request, teamMemberCreatePayloadSchema, teamMemberTextFields);
    if (!body.ok) return body.response;
    const payload = body.data;
    if (!sameId(payload.agency_login_id, agency.loginId)) return accessDenied();
    if (isDuplicate(db.teamMembers.list(), payload)) return errorResponse(409, duplicateMessage);
    const created = db.teamMembers.insert({
      name: payload.name.trim(),
      title: payload.title.trim(),
      imgUrl: payload.imgUrl,
      email: storedOptionalText(payload.email),
      mobile: storedOptionalText(payload.mobile),
      agency_login_id: payload.agency_login_id,
      created: new Date().toISOString(),
    });
    return HttpResponse.json(created, { status: 201 });
  }),

  property.put<{ id: string }>('/api/team-members/:id', async ({ request, params }) => {
    const agency = requireAgency(request, db);
    if (agency instanceof Response) return agency;
    const current = db.teamMembers.get(params.id);
    if (!current || !isTeamOf(agency, current)) return errorResponse(404, notFoundMessage);
    const body = await readValidBody(request, teamMemberUpdatePayloadSchema, teamMemberTextFields);
    if (!body.ok) return body.response;
    const payload = body.data;
    if (isDuplicate(db.teamMembers.list(), { ...payload, agency_login_id: current.agency_login_id }, current.id)) {
      return errorResponse(409, duplicateMessage);
    }
    const updated = db.teamMembers.update(current.id, {
      name: payload.name.trim(),
      title: payload.title.trim(),
      imgUrl: payload.imgUrl,
      email: storedOptionalText(payload.email),
      mobile: storedOptionalText(payload.mobile),
    });
    return HttpResponse.json(updated);
  }),

  property.delete<{ id: string }>('/api/team-members/:id', ({ request, params }) => {
    const agency = requireAgency(request, db);
    if (agency instanceof Response) return agency;
    const current = db.teamMembers.get(params.id);
    if (!current || !isTeamOf(agency, current)) return errorResponse(404, notFoundMessage);
    return db.teamMembers.remove(params.id) ? new HttpResponse(null, { status: 204 }) : errorResponse(404, notFoundMessage);
  }),
];

import { teamMemberCreatePayloadSchema, teamMemberUpdatePayloadSchema, type LoginId } from '@marketplace/domain';
import { HttpResponse } from 'msw';
import type { SandboxRouteModule } from '../../handlers/buildSandboxHandlers';
import { errorResponse } from '../../http/responses';
import { springPageFromQuery } from '../../paging/springPage';
import type { RsqlExpression } from '../../rsql/rsqlAst';
import { filterByRsql } from '../../rsql/rsqlEvaluator';
import { RsqlParseError } from '../../rsql/rsqlParseError';
import { parseRsql } from '../../rsql/rsqlParser';
import { comparableText, hasBearerToken, readValidBody, storedOptionalText, unauthorizedResponse } from '../../http/requestChecks';
import type { StoredTeamMember, TeamMemberCollection } from './teamMembers.collections';

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

/**
 * Team members (spec 2 section 7.1; paths ours, docs/decisions.md). Every call needs a bearer token.
 * The search must name the agency with `agency_login_id==X` (400 otherwise), so a list never mixes
 * agencies; a member with the same name and e-mail in the same agency is a 409 duplicate.
 */
export const teamMemberRoutes: SandboxRouteModule<TeamMembersDb> = ({ property, db }) => [
  property.get('/api/team-members/search', ({ request }) => {
    if (!hasBearerToken(request)) return unauthorizedResponse();
    const params = new URL(request.url).searchParams;
    const search = params.get('search') ?? '';
    try {
      if (search.trim() === '' || searchedAgency(parseRsql(search)) === null) {
        return errorResponse(400, `Validation failed: the search must name the agency with ${teamAgencySelector}==<loginId>`);
      }
      return HttpResponse.json(springPageFromQuery(filterByRsql(db.teamMembers.list(), search), params));
    } catch (error) {
      if (error instanceof RsqlParseError) return errorResponse(400, error.message);
      throw error;
    }
  }),

  property.get<{ id: string }>('/api/team-members/:id', ({ request, params }) => {
    if (!hasBearerToken(request)) return unauthorizedResponse();
    const member = db.teamMembers.get(params.id);
    return member ? HttpResponse.json(member) : errorResponse(404, notFoundMessage);
  }),

  property.post('/api/team-members', async ({ request }) => {
    if (!hasBearerToken(request)) return unauthorizedResponse();
    const body = await readValidBody(request, teamMemberCreatePayloadSchema);
    if (!body.ok) return body.response;
    const payload = body.data;
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
    if (!hasBearerToken(request)) return unauthorizedResponse();
    const current = db.teamMembers.get(params.id);
    if (!current) return errorResponse(404, notFoundMessage);
    const body = await readValidBody(request, teamMemberUpdatePayloadSchema);
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
    if (!hasBearerToken(request)) return unauthorizedResponse();
    return db.teamMembers.remove(params.id) ? new HttpResponse(null, { status: 204 }) : errorResponse(404, notFoundMessage);
  }),
];

import { agencyProfileUpdatePayloadSchema, en, roleIds, type ServiceArea } from '@marketplace/domain';
import { HttpResponse } from 'msw';
import type { SandboxRouteModule } from '../../handlers/buildSandboxHandlers';
import { errorResponse } from '../../http/responses';
import type { AccountsCollections } from './accounts.collections';
import { authenticate, findAccount } from './bearerAuth';
import { describeFirstIssue, readJsonBody } from './jsonBody';

/** 403 message of a profile save by an account that is not an agency. */
export const agencyOnlyMessage = 'Only agency accounts can update this profile';

/** 404 message when the token's account no longer exists. */
export const profileNotFoundMessage = 'Profile not found';

function resolveAreas(ids: readonly number[], known: readonly ServiceArea[]): ServiceArea[] | number {
  const areas: ServiceArea[] = [];
  for (const id of ids) {
    const area = known.find((candidate) => candidate.id === id);
    if (!area) return id;
    areas.push({ ...area });
  }
  return areas;
}

/**
 * `GET /api/profile` answers `{ data }`: the profile of the token's account (an agency's profile; an
 * agent's or developer's account record, roleId included, so the session's roleId check can refuse
 * it). `PUT /api/profile` saves the spec 1 payload into an agency's profile: fields the payload omits
 * keep their values, fields sent as null are stored cleared (null), text longer than the domain's
 * limits is refused with 400, roleId stays the account's, areas (ids) become `{ id, serviceArea }`.
 */
export const profileRoutes: SandboxRouteModule<AccountsCollections> = ({ accounts, db }) => [
  accounts.get('/api/profile', ({ request }) => {
    const account = authenticate(request, db.authTokens);
    if (account instanceof Response) return account;
    const record = findAccount(db, account);
    if (!record) return errorResponse(404, profileNotFoundMessage);
    return HttpResponse.json({ data: record });
  }),

  accounts.put('/api/profile', async ({ request }) => {
    const account = authenticate(request, db.authTokens);
    if (account instanceof Response) return account;
    if (account.roleId !== roleIds.AGENCY) return errorResponse(403, agencyOnlyMessage);
    const read = await readJsonBody(request, agencyProfileUpdatePayloadSchema);
    if (!read.ok) return read.response;
    const parsed = agencyProfileUpdatePayloadSchema.safeParse(read.body);
    if (!parsed.success) return errorResponse(400, describeFirstIssue(parsed.error.issues));
    const { roleId: _ignoredRoleId, areas: areaIds, ...fields } = parsed.data;
    const areas = areaIds === undefined ? undefined : resolveAreas(areaIds, db.serviceAreas.list());
    if (typeof areas === 'number') return errorResponse(400, `Unknown service area: ${areas}`);
    const updated = db.accountAgencies.update(account.id, (current) => ({ ...current, ...fields, ...(areas ? { areas } : {}) }));
    if (!updated) return errorResponse(404, profileNotFoundMessage);
    return HttpResponse.json({ data: updated, message: { en: en.agencyProfile.saved } });
  }),
];

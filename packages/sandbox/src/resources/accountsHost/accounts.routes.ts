import { roleIds } from '@marketplace/domain';
import { HttpResponse } from 'msw';
import type { SandboxRouteModule } from '../../handlers/buildSandboxHandlers';
import { errorResponse } from '../../http/responses';
import { filterByRsql } from '../../rsql/rsqlEvaluator';
import { RsqlParseError } from '../../rsql/rsqlParseError';
import type { AccountsCollections } from './accounts.collections';
import { authenticate } from './bearerAuth';
import { listPage } from './listPage';

/** Message of a 400 for a call without a usable `roleId`. */
export const roleIdRequiredMessage = 'roleId is required';

function accountsOfRole(db: AccountsCollections, roleId: number): readonly Record<string, unknown>[] {
  if (roleId === roleIds.AGENT) return db.accountAgents.list();
  if (roleId === roleIds.DEVELOPER) return db.accountDevelopers.list();
  if (roleId === roleIds.AGENCY) return db.accountAgencies.list();
  return [];
}

/**
 * `GET /api/auth/accounts/get?roleId=N[&search&page&size]` (spec 2 section 7.2, spec 3 section 7):
 * the accounts of one role filtered by `search` over their own fields, as a Spring page whose items
 * are `{ data: account }` (contract variant B). A role the specs do not name has no accounts.
 */
export const accountRoutes: SandboxRouteModule<AccountsCollections> = ({ accounts, db }) => [
  accounts.get('/api/auth/accounts/get', ({ request }) => {
    const account = authenticate(request, db.authTokens);
    if (account instanceof Response) return account;
    const params = new URL(request.url).searchParams;
    const roleText = params.get('roleId')?.trim() ?? '';
    const roleId = /^\d+$/.test(roleText) ? Number(roleText) : Number.NaN;
    if (!Number.isSafeInteger(roleId)) return errorResponse(400, roleIdRequiredMessage);
    try {
      const matching = filterByRsql(accountsOfRole(db, roleId), params.get('search'));
      const page = listPage(matching, params);
      return HttpResponse.json({ ...page, content: page.content.map((data) => ({ data: { ...data, roleId } })) });
    } catch (error) {
      if (error instanceof RsqlParseError) return errorResponse(400, error.message);
      throw error;
    }
  }),
];

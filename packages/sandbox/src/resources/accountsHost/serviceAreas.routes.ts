import { HttpResponse } from 'msw';
import type { SandboxRouteModule } from '../../handlers/buildSandboxHandlers';
import { errorResponse } from '../../http/responses';
import { filterByRsql } from '../../rsql/rsqlEvaluator';
import { RsqlParseError } from '../../rsql/rsqlParseError';
import type { AccountsCollections } from './accounts.collections';
import { authenticate } from './bearerAuth';
import { listPage } from './listPage';

/** `GET /api/auth/common/service_area/search` (spec 1 section 7, bearer): a page of `{ id, serviceArea }`. */
export const serviceAreaRoutes: SandboxRouteModule<AccountsCollections> = ({ accounts, db }) => [
  accounts.get('/api/auth/common/service_area/search', ({ request }) => {
    const account = authenticate(request, db.authTokens);
    if (account instanceof Response) return account;
    const params = new URL(request.url).searchParams;
    try {
      return HttpResponse.json(listPage(filterByRsql(db.serviceAreas.list(), params.get('search')), params));
    } catch (error) {
      if (error instanceof RsqlParseError) return errorResponse(400, error.message);
      throw error;
    }
  }),
];

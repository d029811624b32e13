import type { SessionRouteModule } from './sessionRouteModule';
import { requireSession } from '../../http/requestGuards';
import { agencyOf, sameId } from '../agencyAccess';
import { errorResponse } from '../../http/responses';
import { parseWholeNumberParameter } from '../../paging/pageRequest';
import { QueryParameterError } from '../../paging/queryParameterError';
import { isVisibleProperty } from './propertyRecords';
import { searchPageResponse } from './searchResponse';

/**
 * GET /api/property/search: the `search=` RSQL filter of specs 1 and 3 (`agencyId==...`,
 * `listingStatus.id==...`, `name=like=*...*`, spec 2's `agentId==... and isDeleted==false`), and
 * spec 2's own `agentId` query parameter (a whole number, else a 400), both over the same records, paged like Spring. A session
 * searches its own agency's listings in any state and other agencies' public ones only.
 */
export const propertySearchRoutes: SessionRouteModule = ({ property, db }) => [
  property.get('/api/property/search', ({ request }) => {
    const account = requireSession(request, db.authTokens);
    if (account instanceof Response) return account;
    const agency = agencyOf(account, db);
    const params = new URL(request.url).searchParams;
    let agentId: number | null;
    try {
      agentId = parseWholeNumberParameter(params, 'agentId');
    } catch (error) {
      if (error instanceof QueryParameterError) return errorResponse(400, error.message);
      throw error;
    }
    const records = db.properties.list(
      (record) => isVisibleProperty(agency, record) && (agentId === null || (record.agentId != null && sameId(record.agentId, agentId))),
    );
    return searchPageResponse(records, params);
  }),
];

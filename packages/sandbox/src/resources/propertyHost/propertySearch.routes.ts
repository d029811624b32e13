import type { SessionRouteModule } from './sessionRouteModule';
import { requireSession } from '../../http/requestGuards';
import { agencyOf } from '../agencyAccess';
import { isVisibleProperty } from './propertyRecords';
import { searchPageResponse } from './searchResponse';

/**
 * GET /api/property/search: the `search=` RSQL filter of specs 1 and 3 (`agencyId==...`,
 * `listingStatus.id==...`, `name=like=*...*`, spec 2's `agentId==... and isDeleted==false`), and
 * spec 2's own `agentId` query parameter, both over the same records, paged like Spring. A session
 * searches its own agency's listings in any state and other agencies' public ones only.
 */
export const propertySearchRoutes: SessionRouteModule = ({ property, db }) => [
  property.get('/api/property/search', ({ request }) => {
    const account = requireSession(request, db.authTokens);
    if (account instanceof Response) return account;
    const agency = agencyOf(account, db);
    const params = new URL(request.url).searchParams;
    const agentId = params.get('agentId')?.trim();
    const records = db.properties.list(
      (record) => isVisibleProperty(agency, record) && (!agentId || (record.agentId != null && String(record.agentId) === agentId)),
    );
    return searchPageResponse(records, params);
  }),
];

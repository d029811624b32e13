import type { PropertyHostRouteModule } from './propertyHost.collections';
import { requireBearer } from '../../http/requestGuards';
import { searchPageResponse } from './searchResponse';

/**
 * GET /api/property/search: the `search=` RSQL filter of specs 1 and 3 (`agencyId==...`,
 * `listingStatus.id==...`, `name=like=*...*`, spec 2's `agentId==... and isDeleted==false`), and
 * spec 2's own `agentId` query parameter, both over the same records, paged like Spring.
 */
export const propertySearchRoutes: PropertyHostRouteModule = ({ property, db }) => [
  property.get('/api/property/search', ({ request }) => {
    const denied = requireBearer(request);
    if (denied) return denied;
    const params = new URL(request.url).searchParams;
    const agentId = params.get('agentId')?.trim();
    const records = agentId ? db.properties.list((record) => record.agentId != null && String(record.agentId) === agentId) : db.properties.list();
    return searchPageResponse(records, params);
  }),
];

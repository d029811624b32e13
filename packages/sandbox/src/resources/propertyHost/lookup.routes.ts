import { HttpResponse } from 'msw';
import { errorResponse } from '../../http/responses';
import type { SandboxRouteModule } from '../../handlers/buildSandboxHandlers';
import type { AgencyAccessDb } from '../agencyAccess';
import type { LookupCollections, PropertyHostDb } from './propertyHost.collections';
import { requireBearer } from '../../http/requestGuards';
import { searchPageResponse } from './searchResponse';

/** The 404 message of a property type id the database does not hold. */
export const propertyTypeNotFoundMessage = (id: string) => `Property type not found with id: ${id}`;

/** The lookup searches of spec 3 section 7 and the list each serves. */
const lookupSearchPaths = {
  '/api/areas/search': 'areas',
  '/api/amenities/search': 'amenities',
  '/api/constructionStatus/search': 'constructionStatuses',
  '/api/propertyFurnishingStatus/search': 'furnishingStatuses',
  '/api/locationHighlightsType/search': 'highlightTypes',
} as const satisfies Record<`/${string}`, keyof LookupCollections>;

/**
 * Spec 3 section 7's lookups: five searches answering Spring pages, offering and sale types as
 * plain arrays, and a property type with its categories in `propertyCategoryList`. Any session may
 * read them (401 without a valid one); they belong to no agency.
 */
export const lookupRoutes: SandboxRouteModule<PropertyHostDb & Pick<AgencyAccessDb, 'authTokens'>> = ({ property, db }) => [
  ...Object.entries(lookupSearchPaths).map(([path, list]) =>
    property.get(path as `/${string}`, ({ request }) => {
      const denied = requireBearer(request, db.authTokens);
      if (denied) return denied;
      return searchPageResponse(db.lookups[list].list(), new URL(request.url).searchParams);
    }),
  ),
  property.get('/api/property/offering-types', ({ request }) => requireBearer(request, db.authTokens) ?? HttpResponse.json(db.lookups.offeringTypes.list())),
  property.get('/api/property/sale-types', ({ request }) => requireBearer(request, db.authTokens) ?? HttpResponse.json(db.lookups.saleTypes.list())),
  property.get<{ typeId: string }>('/api/property/propertyTypes/:typeId/with-category', ({ request, params }) => {
    const denied = requireBearer(request, db.authTokens);
    if (denied) return denied;
    const type = db.lookups.propertyTypes.get(params.typeId);
    return type ? HttpResponse.json(type) : errorResponse(404, propertyTypeNotFoundMessage(params.typeId));
  }),
];

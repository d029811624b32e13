import { HttpResponse } from 'msw';
import { errorResponse } from '../../http/responses';
import type { SessionRouteModule } from './sessionRouteModule';
import { requireBearer } from '../../http/requestGuards';
import { searchPageResponse } from './searchResponse';

/** The 404 message of a project id the database does not hold. */
export const projectNotFoundMessage = (id: string) => `Project not found with id: ${id}`;

/**
 * Spec 3 section 7: the project search (RSQL, Spring page), one project by id, and a project's
 * location highlights, answered as a plain array (the spec allows an array or `{content}`); an
 * unknown project is a 404, which the client reads as no highlights.
 */
export const projectRoutes: SessionRouteModule = ({ property, db }) => [
  // Registered before `/api/project/:id`, which would otherwise take `search` for an id.
  property.get('/api/project/search', ({ request }) => {
    const denied = requireBearer(request, db.authTokens);
    if (denied) return denied;
    return searchPageResponse(db.projects.list(), new URL(request.url).searchParams);
  }),
  property.get<{ id: string }>('/api/project/:id', ({ request, params }) => {
    const denied = requireBearer(request, db.authTokens);
    if (denied) return denied;
    const project = db.projects.get(params.id);
    return project ? HttpResponse.json(project) : errorResponse(404, projectNotFoundMessage(params.id));
  }),
  property.get<{ projectId: string }>('/api/locationHighlights/project/:projectId', ({ request, params }) => {
    const denied = requireBearer(request, db.authTokens);
    if (denied) return denied;
    if (!db.projects.get(params.projectId)) return errorResponse(404, projectNotFoundMessage(params.projectId));
    const projectId = Number(params.projectId);
    return HttpResponse.json(db.projectLocationHighlights.list((record) => record.projectId === projectId).map((record) => record.highlight));
  }),
];

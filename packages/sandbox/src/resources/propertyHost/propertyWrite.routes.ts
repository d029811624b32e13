import { propertyPayloadSchema, propertyUpdatePayloadSchema } from '@marketplace/domain';
import { HttpResponse } from 'msw';
import { errorResponse } from '../../http/responses';
import type { PropertyHostDb, PropertyHostRouteModule } from './propertyHost.collections';
import { propertyFromPayload, propertyIdRequiredMessage, propertyNotFoundMessage } from './propertyRecords';
import { readJsonBody, requireBearer } from '../../http/requestGuards';

/** The 400 message of a unit whose project the database does not hold. */
export const unitProjectNotFoundMessage = (id: number) => `Project not found with id: ${id}`;

function hasId(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'id' in body && body.id !== null && body.id !== undefined && body.id !== '';
}

function missingProject(db: PropertyHostDb, projectId: number | null | undefined): Response | null {
  return projectId != null && !db.projects.get(projectId) ? errorResponse(400, unitProjectNotFoundMessage(projectId)) : null;
}

/**
 * Spec 3 section 7: create (answers 201 with the created property), update (the payload carries the
 * id; fields it leaves out keep their stored value) and delete (204).
 */
export const propertyWriteRoutes: PropertyHostRouteModule = ({ property, db }) => [
  property.post('/api/property', async ({ request }) => {
    const denied = requireBearer(request);
    if (denied) return denied;
    const body = await readJsonBody(request, propertyPayloadSchema);
    if (!body.ok) return body.response;
    const unknownProject = missingProject(db, body.data.projectIdOfThis);
    if (unknownProject) return unknownProject;
    const created = db.properties.insert({ ...propertyFromPayload(db, body.data, 'create'), agentId: null });
    return HttpResponse.json(created, { status: 201 });
  }),
  property.put('/api/property', async ({ request }) => {
    const denied = requireBearer(request);
    if (denied) return denied;
    const raw: unknown = await request
      .clone()
      .json()
      .catch(() => undefined);
    if (!hasId(raw)) return errorResponse(400, propertyIdRequiredMessage);
    const body = await readJsonBody(request, propertyUpdatePayloadSchema);
    if (!body.ok) return body.response;
    const { id, ...payload } = body.data;
    const unknownProject = missingProject(db, payload.projectIdOfThis);
    if (unknownProject) return unknownProject;
    const stored = propertyFromPayload(db, payload, 'update');
    const updated = db.properties.update(id, (current) => ({ ...current, ...stored }));
    return updated ? HttpResponse.json(updated) : errorResponse(404, propertyNotFoundMessage(id));
  }),
  property.delete<{ id: string }>('/api/property/:id', ({ request, params }) => {
    const denied = requireBearer(request);
    if (denied) return denied;
    return db.properties.remove(params.id) ? new HttpResponse(null, { status: 204 }) : errorResponse(404, propertyNotFoundMessage(params.id));
  }),
];

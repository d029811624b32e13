import { propertyPayloadSchema, propertyUpdatePayloadSchema } from '@marketplace/domain';
import { HttpResponse } from 'msw';
import type { SandboxRouteModule } from '../../handlers/buildSandboxHandlers';
import { errorResponse } from '../../http/responses';
import { accessDenied, requireAgency, sameId, type AgencyAccessDb, type CallerAgency } from '../agencyAccess';
import type { PropertyHostDb } from './propertyHost.collections';
import { ownsProperty, propertyFromPayload, propertyIdRequiredMessage, propertyNotFoundMessage } from './propertyRecords';
import { readJson } from '../../http/readJson';
import { decodeJsonBody, readJsonBody } from '../../http/requestGuards';
import { propertyTextFields } from '../writtenTextLimits';
import { refusingUnknownPropertyFields } from './propertyPayloadContract';

/** The 400 message of a unit whose project the database does not hold. */
export const unitProjectNotFoundMessage = (id: number) => `Project not found with id: ${id}`;

function hasId(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'id' in body && body.id !== null && body.id !== undefined && body.id !== '';
}

function missingProject(db: PropertyHostDb, projectId: number | null | undefined): Response | null {
  return projectId != null && !db.projects.get(projectId) ? errorResponse(400, unitProjectNotFoundMessage(projectId)) : null;
}

// A payload may name the agency (the form sends its own id); naming another one is refused outright.
function namesOtherAgency(agency: CallerAgency, agencyId: number | null | undefined): boolean {
  return agencyId != null && !sameId(agencyId, agency.id);
}

// Names outside spec 3 section 3 are refused, not dropped: a misnamed field then fails every test and story.
const createBody = refusingUnknownPropertyFields(propertyPayloadSchema, 'create');
const updateBody = refusingUnknownPropertyFields(propertyUpdatePayloadSchema, 'update');

/**
 * Spec 3 section 7: create (answers 201 with the created property), update (the payload carries the
 * id; fields it leaves out keep their stored value) and delete (204). Only an agency's session may
 * call them (401 without one, 403 for an agent's or developer's), for its own listings: a payload
 * naming another agency is a 403, another agency's listing a 404 like an unknown id. A body with a
 * name spec 3 section 3 does not give is a 400 'Unknown property field(s): ...'.
 */
export const propertyWriteRoutes: SandboxRouteModule<PropertyHostDb & AgencyAccessDb> = ({ property, db }) => [
  property.post('/api/property', async ({ request }) => {
    const agency = requireAgency(request, db);
    if (agency instanceof Response) return agency;
    const body = await readJsonBody(request, createBody, propertyTextFields);
    if (!body.ok) return body.response;
    if (namesOtherAgency(agency, body.data.agencyId)) return accessDenied();
    const unknownProject = missingProject(db, body.data.projectIdOfThis);
    if (unknownProject) return unknownProject;
    const created = db.properties.insert({ ...propertyFromPayload(db, body.data, 'create'), agencyId: agency.id, agentId: null });
    return HttpResponse.json(created, { status: 201 });
  }),
  property.put('/api/property', async ({ request }) => {
    const agency = requireAgency(request, db);
    if (agency instanceof Response) return agency;
    const raw = await readJson(request);
    if (raw.kind === 'too-large') return raw.response;
    if (raw.kind === 'malformed' || !hasId(raw.body)) return errorResponse(400, propertyIdRequiredMessage);
    const body = decodeJsonBody(raw.body, updateBody, propertyTextFields);
    if (!body.ok) return body.response;
    const { id, ...payload } = body.data;
    const current = db.properties.get(id);
    if (!current || !ownsProperty(agency, current)) return errorResponse(404, propertyNotFoundMessage(id));
    if (namesOtherAgency(agency, payload.agencyId)) return accessDenied();
    const unknownProject = missingProject(db, payload.projectIdOfThis);
    if (unknownProject) return unknownProject;
    const stored = propertyFromPayload(db, payload, 'update');
    const updated = db.properties.update(id, (record) => ({ ...record, ...stored }));
    return updated ? HttpResponse.json(updated) : errorResponse(404, propertyNotFoundMessage(id));
  }),
  property.delete<{ id: string }>('/api/property/:id', ({ request, params }) => {
    const agency = requireAgency(request, db);
    if (agency instanceof Response) return agency;
    const current = db.properties.get(params.id);
    if (!current || !ownsProperty(agency, current)) return errorResponse(404, propertyNotFoundMessage(params.id));
    return db.properties.remove(params.id) ? new HttpResponse(null, { status: 204 }) : errorResponse(404, propertyNotFoundMessage(params.id));
  }),
];

import { enquiryNoteUpdateSchema, enquiryStatusUpdateSchema, type Enquiry } from '@marketplace/domain';
import { HttpResponse } from 'msw';
import { errorResponse } from '../../http/responses';
import type { EnquiryRecord, EnquiryScope, PropertyHostRouteModule } from './propertyHost.collections';
import { readJsonBody, requireBearer } from '../../http/requestGuards';

/** The 404 message of an enquiry id the database does not hold. */
export const enquiryNotFoundMessage = (id: string) => `Enquiry not found with id: ${id}`;

function toEnquiry({ scope: _scope, ...enquiry }: EnquiryRecord): Enquiry {
  return enquiry;
}

const scopeFields: Readonly<Record<'agency' | 'agent' | 'developer', keyof EnquiryScope>> = {
  agency: 'agencyId',
  agent: 'agentId',
  developer: 'developerId',
};

/**
 * Spec 1 section 7: the enquiry lists (all, or those of one agency, agent or developer, as plain
 * arrays) and the two PATCH calls, which answer the updated enquiry.
 */
export const enquiryRoutes: PropertyHostRouteModule = ({ property, db }) => [
  property.get('/api/enquiries', ({ request }) => {
    const denied = requireBearer(request);
    if (denied) return denied;
    return HttpResponse.json(db.enquiries.list().map(toEnquiry));
  }),
  ...Object.entries(scopeFields).map(([role, field]) =>
    property.get<{ id: string }>(`/api/enquiries/${role}/:id`, ({ request, params }) => {
      const denied = requireBearer(request);
      if (denied) return denied;
      const owner = Number(params.id);
      return HttpResponse.json(db.enquiries.list((record) => record.scope[field] === owner).map(toEnquiry));
    }),
  ),
  property.patch<{ id: string }>('/api/enquiries/note/:id', async ({ request, params }) => {
    const denied = requireBearer(request);
    if (denied) return denied;
    const body = await readJsonBody(request, enquiryNoteUpdateSchema);
    if (!body.ok) return body.response;
    const updated = db.enquiries.update(params.id, { note: body.data.note });
    return updated ? HttpResponse.json(toEnquiry(updated)) : errorResponse(404, enquiryNotFoundMessage(params.id));
  }),
  property.patch<{ id: string }>('/api/enquiries/:id', async ({ request, params }) => {
    const denied = requireBearer(request);
    if (denied) return denied;
    const body = await readJsonBody(request, enquiryStatusUpdateSchema);
    if (!body.ok) return body.response;
    const updated = db.enquiries.update(params.id, { status: body.data.status });
    return updated ? HttpResponse.json(toEnquiry(updated)) : errorResponse(404, enquiryNotFoundMessage(params.id));
  }),
];

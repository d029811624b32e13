import { enquiryNoteUpdateSchema, enquiryStatusUpdateSchema, roleIds, type Enquiry } from '@marketplace/domain';
import { HttpResponse } from 'msw';
import type { SandboxRouteModule } from '../../handlers/buildSandboxHandlers';
import { errorResponse } from '../../http/responses';
import { accessDenied, sameId, type AgencyAccessDb } from '../agencyAccess';
import { enquiryNoteTextFields } from '../writtenTextLimits';
import type { EnquiryRecord, EnquiryScope, PropertyHostDb } from './propertyHost.collections';
import { readJsonBody, requireSession, type SessionAccount } from '../../http/requestGuards';

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

/** The scope field an account's enquiries are filed under: an agency's, agent's or developer's id. */
function scopeFieldOf(account: SessionAccount): keyof EnquiryScope | null {
  if (account.roleId === roleIds.AGENCY) return 'agencyId';
  if (account.roleId === roleIds.AGENT) return 'agentId';
  if (account.roleId === roleIds.DEVELOPER) return 'developerId';
  return null;
}

function isCallers(record: EnquiryRecord, account: SessionAccount): boolean {
  const field = scopeFieldOf(account);
  return field !== null && record.scope[field] === account.id;
}

/**
 * Spec 1 section 7: the enquiry lists (as plain arrays) and the two PATCH calls, which answer the
 * updated enquiry. Every call needs a session (401 otherwise). A caller sees and changes only the
 * enquiries of its own scope (spec 1 section 6: an agency its agency's, an agent its own, a developer
 * its projects'): `GET /api/enquiries` answers those, a path naming another agency, agent or developer
 * is a 403, and another scope's enquiry is a 404 like an unknown id, so ids cannot be probed.
 */
export const enquiryRoutes: SandboxRouteModule<PropertyHostDb & AgencyAccessDb> = ({ property, db }) => [
  property.get('/api/enquiries', ({ request }) => {
    const account = requireSession(request, db.authTokens);
    if (account instanceof Response) return account;
    return HttpResponse.json(db.enquiries.list((record) => isCallers(record, account)).map(toEnquiry));
  }),
  ...Object.entries(scopeFields).map(([role, field]) =>
    property.get<{ id: string }>(`/api/enquiries/${role}/:id`, ({ request, params }) => {
      const account = requireSession(request, db.authTokens);
      if (account instanceof Response) return account;
      if (scopeFieldOf(account) !== field || !sameId(account.id, params.id)) return accessDenied();
      return HttpResponse.json(db.enquiries.list((record) => isCallers(record, account)).map(toEnquiry));
    }),
  ),
  property.patch<{ id: string }>('/api/enquiries/note/:id', async ({ request, params }) => {
    const account = requireSession(request, db.authTokens);
    if (account instanceof Response) return account;
    const body = await readJsonBody(request, enquiryNoteUpdateSchema, enquiryNoteTextFields);
    if (!body.ok) return body.response;
    const current = db.enquiries.get(params.id);
    if (!current || !isCallers(current, account)) return errorResponse(404, enquiryNotFoundMessage(params.id));
    const updated = db.enquiries.update(current.id, { note: body.data.note });
    return updated ? HttpResponse.json(toEnquiry(updated)) : errorResponse(404, enquiryNotFoundMessage(params.id));
  }),
  property.patch<{ id: string }>('/api/enquiries/:id', async ({ request, params }) => {
    const account = requireSession(request, db.authTokens);
    if (account instanceof Response) return account;
    const body = await readJsonBody(request, enquiryStatusUpdateSchema);
    if (!body.ok) return body.response;
    const current = db.enquiries.get(params.id);
    if (!current || !isCallers(current, account)) return errorResponse(404, enquiryNotFoundMessage(params.id));
    const updated = db.enquiries.update(current.id, { status: body.data.status });
    return updated ? HttpResponse.json(toEnquiry(updated)) : errorResponse(404, enquiryNotFoundMessage(params.id));
  }),
];

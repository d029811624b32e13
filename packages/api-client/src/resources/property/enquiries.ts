import { type Enquiry, type EnquiryStatus, type RoleName, type SessionProfile } from '@marketplace/domain';
import { enquiryDecoder, enquiryListDecoder } from './propertyDecoders';
import type { ApiClient } from '../../client';
import type { CallOptions } from '../../callOptions';

/**
 * Whose enquiries to list (spec 1 section 6): an agency sees its agency id's, an agent its agent
 * id's, a developer its developer id's; without an id, all enquiries.
 */
export interface EnquiryScope {
  readonly role: RoleName;
  readonly id?: number | null;
}

/** The scope of a signed-in profile: its own id for an agency, its agentId or developerId otherwise. */
export function enquiryScopeOf(profile: Pick<SessionProfile, 'id' | 'role' | 'agentId' | 'developerId'>): EnquiryScope {
  const ids: Record<RoleName, number | undefined> = { AGENCY: profile.id, AGENT: profile.agentId, DEVELOPER: profile.developerId };
  return { role: profile.role, id: ids[profile.role] ?? null };
}

const scopeSegments: Record<RoleName, string> = { AGENCY: 'agency', AGENT: 'agent', DEVELOPER: 'developer' };

/** The list's path: `/api/enquiries/{agency|agent|developer}/{id}`, or `/api/enquiries` without an id. */
export function enquiriesPath(scope: EnquiryScope): string {
  return scope.id == null ? '/api/enquiries' : `/api/enquiries/${scopeSegments[scope.role]}/${scope.id}`;
}

/** GET /api/enquiries[/{role}/{id}] (spec 1 section 7): the scope's enquiries, as the server orders them. */
export function fetchEnquiries(client: ApiClient, scope: EnquiryScope, options: CallOptions = {}): Promise<Enquiry[]> {
  return client.request({ host: 'property', method: 'GET', path: enquiriesPath(scope), schema: enquiryListDecoder, signal: options.signal });
}

/** A status change of one enquiry. */
export interface EnquiryStatusChange {
  readonly id: number;
  readonly status: EnquiryStatus;
}

/** PATCH /api/enquiries/{id} `{status}` (spec 1 section 7): answers the updated enquiry. */
export function updateEnquiryStatus(client: ApiClient, change: EnquiryStatusChange, options: CallOptions = {}): Promise<Enquiry> {
  return client.request({
    host: 'property',
    method: 'PATCH',
    path: `/api/enquiries/${change.id}`,
    body: { status: change.status },
    schema: enquiryDecoder,
    signal: options.signal,
  });
}

/** A note change of one enquiry; an empty note clears it. */
export interface EnquiryNoteChange {
  readonly id: number;
  readonly note: string;
}

/**
 * PATCH /api/enquiries/note/{id} `{note}` (spec 1 section 7; its answer is not shown, we take it to
 * be the updated enquiry, as for the status change).
 */
export function updateEnquiryNote(client: ApiClient, change: EnquiryNoteChange, options: CallOptions = {}): Promise<Enquiry> {
  return client.request({
    host: 'property',
    method: 'PATCH',
    path: `/api/enquiries/note/${change.id}`,
    body: { note: change.note },
    schema: enquiryDecoder,
    signal: options.signal,
  });
}

/** The list with one enquiry replaced by its updated copy (matched by id); others untouched. */
export function mergeEnquiry(list: readonly Enquiry[] | undefined, updated: Enquiry): Enquiry[] {
  return (list ?? []).map((enquiry) => (enquiry.id === updated.id ? updated : enquiry));
}

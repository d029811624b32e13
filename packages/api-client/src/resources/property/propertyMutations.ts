import { type Property, type PropertyPayload, type PropertyUpdatePayload } from '@marketplace/domain';
import { propertyDecoder } from './propertyDecoders';
import type { ApiClient } from '../../client';
import type { CallOptions } from '../../callOptions';
import { ignoredBody } from '../../decode';

/** POST /api/property (spec 3 section 7): answers the created property. */
export function createProperty(client: ApiClient, payload: PropertyPayload, options: CallOptions = {}): Promise<Property> {
  return client.request({ host: 'property', method: 'POST', path: '/api/property', body: payload, schema: propertyDecoder, signal: options.signal });
}

/** PUT /api/property with the id in the payload (spec 3 section 7): answers the updated property. */
export function updateProperty(client: ApiClient, payload: PropertyUpdatePayload, options: CallOptions = {}): Promise<Property> {
  return client.request({ host: 'property', method: 'PUT', path: '/api/property', body: payload, schema: propertyDecoder, signal: options.signal });
}

/** DELETE /api/property/{id} (spec 3 section 7). */
export function deleteProperty(client: ApiClient, id: number, options: CallOptions = {}): Promise<void> {
  return client.request({ host: 'property', method: 'DELETE', path: `/api/property/${id}`, schema: ignoredBody, signal: options.signal });
}

/** A listing status change. */
export interface PropertyStatusUpdate {
  readonly id: number;
  readonly statusId: number;
}

/** PUT /api/property/status/{id} with `{id: statusId}` (spec 3 section 7): answers the updated property. */
export function setPropertyStatus(client: ApiClient, change: PropertyStatusUpdate, options: CallOptions = {}): Promise<Property> {
  return client.request({
    host: 'property',
    method: 'PUT',
    path: `/api/property/status/${change.id}`,
    body: { id: change.statusId },
    schema: propertyDecoder,
    signal: options.signal,
  });
}

/** A rejection with its reason (shared with the property's owner). */
export interface PropertyRejectionInput {
  readonly id: number;
  readonly reason: string;
}

/** PUT /api/property/reject/{id} `{reason}` (spec 3 section 7): the admin's rejection. */
export function rejectProperty(client: ApiClient, rejection: PropertyRejectionInput, options: CallOptions = {}): Promise<Property> {
  return client.request({
    host: 'property',
    method: 'PUT',
    path: `/api/property/reject/${rejection.id}`,
    body: { reason: rejection.reason },
    schema: propertyDecoder,
    signal: options.signal,
  });
}

/** PUT /api/property/developer/approve/{id} with an empty body (spec 3 section 7). */
export function approvePropertyAsDeveloper(client: ApiClient, id: number, options: CallOptions = {}): Promise<Property> {
  return client.request({ host: 'property', method: 'PUT', path: `/api/property/developer/approve/${id}`, schema: propertyDecoder, signal: options.signal });
}

/** PUT /api/property/developer/reject/{id} `{reason}` (spec 3 section 7): the developer's rejection. */
export function rejectPropertyAsDeveloper(client: ApiClient, rejection: PropertyRejectionInput, options: CallOptions = {}): Promise<Property> {
  return client.request({
    host: 'property',
    method: 'PUT',
    path: `/api/property/developer/reject/${rejection.id}`,
    body: { reason: rejection.reason },
    schema: propertyDecoder,
    signal: options.signal,
  });
}

import {
  adminReviewedPropertiesFilter,
  agencyPropertiesFilter,
  agentLimits,
  agentPublicPropertiesFilter,
  developerReviewedPropertiesFilter,
  propertyListLimits,
  type Property,
  type ReviewedPropertyTab,
  type SpringPage,
} from '@marketplace/domain';
import { propertyPageDecoder } from './propertyDecoders';
import type { ApiClient } from '../../client';
import type { QueryParams } from '../../url';
import type { CallOptions } from '../../callOptions';

/** Which properties to list; each kind is one of the specs' uses of GET /api/property/search. */
export type PropertyListFilter =
  /** An agency's properties (spec 3 section 7): optionally one listing status and a name search. */
  | { readonly kind: 'agency'; readonly agencyId: number; readonly listingStatusId?: number | null; readonly name?: string | null }
  /** Admin Reviewed Properties, one tab (spec 3 sections 2.7 and 7). */
  | { readonly kind: 'adminReviewed'; readonly agencyId: number; readonly tab: ReviewedPropertyTab; readonly name?: string | null }
  /** Developer Reviewed Properties, one tab (spec 3 sections 2.8 and 7). */
  | { readonly kind: 'developerReviewed'; readonly agencyId: number; readonly tab: ReviewedPropertyTab; readonly name?: string | null }
  /** An agent's properties by the `agentId` query parameter (spec 2 section 7.2, the agent dialog). */
  | { readonly kind: 'agent'; readonly agentId: number }
  /** An agent's public properties: approved, developer-approved, not deleted (spec 2 section 7.2). */
  | { readonly kind: 'agentPublic'; readonly agentId: number };

/** A page of properties as the lists read it. */
export type PropertyPage = SpringPage<Property>;


/**
 * The page size a list uses unless told otherwise: 12 for an agency's list, 9 on the review lists
 * (spec 3 section 9), 10 for an agent's (spec 2 section 9).
 */
export function defaultPropertyPageSize(filter: PropertyListFilter): number {
  switch (filter.kind) {
    case 'agency':
      return propertyListLimits.defaultPageSize;
    case 'adminReviewed':
    case 'developerReviewed':
      return propertyListLimits.reviewListPageSize;
    case 'agent':
    case 'agentPublic':
      return agentLimits.pageSize;
  }
}

/** The query of a filter, built with the domain's filter rules (`agentId` goes as its own parameter). */
export function propertySearchQuery(filter: PropertyListFilter): QueryParams {
  switch (filter.kind) {
    case 'agency':
      return { search: agencyPropertiesFilter(filter) };
    case 'adminReviewed':
      return { search: adminReviewedPropertiesFilter(filter) };
    case 'developerReviewed':
      return { search: developerReviewedPropertiesFilter(filter) };
    case 'agent':
      return { agentId: filter.agentId };
    case 'agentPublic':
      return { search: agentPublicPropertiesFilter(filter.agentId) };
  }
}

/** What page of a list to load. */
export interface PropertyPageOptions extends CallOptions {
  /** Zero-based. @default 0 */
  page?: number;
  /** @default {@link defaultPropertyPageSize} of the filter */
  size?: number;
}

/** GET /api/property/search?{search|agentId}&page&size: one page of the filter's properties. */
export function fetchProperties(client: ApiClient, filter: PropertyListFilter, options: PropertyPageOptions = {}): Promise<PropertyPage> {
  return client.request({
    host: 'property',
    method: 'GET',
    path: '/api/property/search',
    query: { ...propertySearchQuery(filter), page: options.page ?? 0, size: options.size ?? defaultPropertyPageSize(filter) },
    schema: propertyPageDecoder,
    signal: options.signal,
  });
}


import {
  approvedProjectsFilter,
  developerProjectsFilter,
  propertyListLimits,
  type LocationHighlight,
  type Project,
  type SpringPage,
} from '@marketplace/domain';
import { locationHighlightListDecoder, projectDecoder, projectPageDecoder } from './propertyDecoders';
import type { ApiClient } from '../../client';
import { AbortError } from '../../errors';
import type { CallOptions } from '../../callOptions';
import type { PropertyPageOptions } from './properties';

/** Which projects to list (spec 3 section 7). */
export type ProjectListFilter =
  /** The chooser: approved projects (listing status 1), optionally by name. */
  | { readonly kind: 'approved'; readonly name?: string | null }
  /** A developer's projects, optionally one listing status and a name. */
  | { readonly kind: 'developer'; readonly developerId: number; readonly listingStatusId?: number | null; readonly name?: string | null };

/** A page of projects. */
export type ProjectPage = SpringPage<Project>;


/** The `search` filter of a project list, built with the domain's rules. */
export function projectSearchFilter(filter: ProjectListFilter): string {
  return filter.kind === 'approved' ? approvedProjectsFilter(filter.name) : developerProjectsFilter(filter);
}

/** GET /api/project/search?search&page&size (spec 3 section 7); 9 per page unless told otherwise. */
export function fetchProjects(client: ApiClient, filter: ProjectListFilter, options: PropertyPageOptions = {}): Promise<ProjectPage> {
  return client.request({
    host: 'property',
    method: 'GET',
    path: '/api/project/search',
    query: { search: projectSearchFilter(filter), page: options.page ?? 0, size: options.size ?? propertyListLimits.projectChooserPageSize },
    schema: projectPageDecoder,
    signal: options.signal,
  });
}

/** GET /api/project/{id} (spec 3 section 7): the project's details. */
export function fetchProject(client: ApiClient, id: number, options: CallOptions = {}): Promise<Project> {
  return client.request({ host: 'property', method: 'GET', path: `/api/project/${id}`, schema: projectDecoder, signal: options.signal });
}

/**
 * GET /api/locationHighlights/project/{projectId} (spec 3 section 7): an array or `{content}`, read
 * as an array. A failed fetch (a 404 above all) gives an empty list (spec 3 section 8); only a
 * cancel still rejects, so a caller that gave up is not handed a list.
 */
export async function fetchProjectLocationHighlights(client: ApiClient, projectId: number, options: CallOptions = {}): Promise<LocationHighlight[]> {
  try {
    return await client.request({
      host: 'property',
      method: 'GET',
      path: `/api/locationHighlights/project/${projectId}`,
      schema: locationHighlightListDecoder,
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof AbortError) throw error;
    return [];
  }
}

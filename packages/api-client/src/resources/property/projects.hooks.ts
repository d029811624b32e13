import { propertyListLimits, type LocationHighlight, type Project } from '@marketplace/domain';
import type { SWRResponse } from 'swr';
import type { ApiError } from '../../errors';
import { createKey } from '../../swrKeys';
import { fetchProject, fetchProjectLocationHighlights, fetchProjects, type ProjectListFilter, type ProjectPage } from './projects';
import { useApiQuery } from '../../react/useApiQuery';

/** The cache key of one page of a project list. */
export function projectsKey(filter: ProjectListFilter, page: number, size: number) {
  return createKey('projects', { ...filter }, page, size);
}

/** The cache key of one project. */
export function projectKey(id: number) {
  return createKey('project', id);
}

/** The cache key of a project's location highlights. */
export function locationHighlightsKey(projectId: number) {
  return createKey('locationHighlights', projectId);
}

/** One page of projects: the chooser's approved projects (9 a page) or a developer's. */
export function useProjects(filter: ProjectListFilter | null, page = 0, size: number = propertyListLimits.projectChooserPageSize): SWRResponse<ProjectPage, ApiError> {
  return useApiQuery(filter ? { key: projectsKey(filter, page, size), fetch: (client) => fetchProjects(client, filter, { page, size }) } : null);
}

/** One project's details; no id loads nothing. */
export function useProject(id: number | null | undefined): SWRResponse<Project, ApiError> {
  return useApiQuery(id == null ? null : { key: projectKey(id), fetch: (client) => fetchProject(client, id) });
}

/** A project's location highlights (empty when the project has none or the call fails). */
export function useLocationHighlights(projectId: number | null | undefined): SWRResponse<LocationHighlight[], ApiError> {
  return useApiQuery(
    projectId == null ? null : { key: locationHighlightsKey(projectId), fetch: (client) => fetchProjectLocationHighlights(client, projectId) },
  );
}

import { fetchProject, fetchProjects, projectKey, projectsKey, type ApiQuery, type ProjectListFilter, type ProjectPage } from '@marketplace/api-client';
import { propertyListLimits, userSearchText, type Project } from '@marketplace/domain';
import type { FirstRenderInputs } from '../firstRenderData/firstRenderTypes';

/** What the chooser's first render is keyed on: the profile, the search, the page and the chosen project. */
export interface ProjectChooserDataInputs extends FirstRenderInputs {
  /** The applied search text as typed. @default '' */
  readonly search?: string | undefined;
  /** The server's page, 0 for the first. @default 0 */
  readonly page?: number | undefined;
  /** The project of the details or add-to-project view (the host's URL `project`). @default none */
  readonly projectId?: number | null | undefined;
}

/** The chooser's filter: approved projects (listing status 1), by name when searched (spec 3 section 7). */
export function projectChooserFilter(search: string): ProjectListFilter {
  return { kind: 'approved', name: userSearchText(search) };
}

/**
 * The chooser's first-render data: one page (9) of approved projects, and the chosen project when a
 * view of one opens first. Nothing is asked before there is a signed-in profile.
 */
export function projectChooserFirstData({ profile, search = '', page = 0, projectId = null }: ProjectChooserDataInputs): {
  readonly projects: ApiQuery<ProjectPage> | null;
  readonly project: ApiQuery<Project> | null;
} {
  if (profile === null) return { projects: null, project: null };
  const filter = projectChooserFilter(search);
  const size = propertyListLimits.projectChooserPageSize;
  return {
    projects: { key: projectsKey(filter, page, size), fetch: (client) => fetchProjects(client, filter, { page, size }) },
    project: projectId == null ? null : { key: projectKey(projectId), fetch: (client) => fetchProject(client, projectId) },
  };
}

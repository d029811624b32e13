import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { propertyHookWrapper } from './hookWrapper.testing';
import { useLocationHighlights, useProject, useProjects } from './projects.hooks';
import { seed, servePropertySandbox } from './propertySandbox.testing';

const { sandbox, client } = servePropertySandbox();
const first = seed.projects[0];
const withHighlights = seed.locationHighlights[0]?.projectId;
if (!first || withHighlights === undefined) throw new Error('the seed needs projects with location highlights');

describe('useProjects, useProject and useLocationHighlights', () => {
  it('load the chooser page, a project and its highlights', async () => {
    const { result } = renderHook(
      () => ({ projects: useProjects({ kind: 'approved' }), project: useProject(first.id), highlights: useLocationHighlights(withHighlights) }),
      { wrapper: propertyHookWrapper(client) },
    );
    // Every getter is read on each try: SWR re-renders only for the fields a caller has read.
    await waitFor(() => expect([result.current.projects.data, result.current.project.data, result.current.highlights.data].every(Boolean)).toBe(true));
    expect(result.current.projects.data?.size).toBe(9);
    expect(result.current.project.data?.name).toBe(first.name);
    expect(result.current.highlights.data?.length).toBe(seed.locationHighlights.filter(({ projectId }) => projectId === withHighlights).length);
  });

  it('load nothing without parameters, and report a failed project as the error', async () => {
    sandbox.faults.set(`GET /api/project/${first.id}`, { status: 404, body: { message: { en: 'Project not found' } } });
    const { result } = renderHook(
      () => ({ projects: useProjects(null), project: useProject(first.id), none: useProject(null), highlights: useLocationHighlights(undefined) }),
      { wrapper: propertyHookWrapper(client) },
    );
    await waitFor(() => expect(result.current.project.error).toBeDefined());
    expect(result.current.project.error?.message).toBe('Project not found');
    expect(result.current.projects.isLoading || result.current.none.isLoading || result.current.highlights.isLoading).toBe(false);
  });
});

import { en, propertyListLimits } from '@marketplace/domain';
import { createSeedData } from '@marketplace/domain/fixtures';
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useProjectChooser, type ProjectChooserOptions } from './useProjectChooser';
import { apiWrapper, serveSandbox, signInDemoAgency } from '../shared/sandboxServer.testing';

const { sandbox } = serveSandbox();
const copy = en.projectChooser;
const seed = createSeedData();
const approved = () => sandbox.db.projects.list().filter((project) => project.listingStatus?.id === 1);

async function setup(options: Partial<ProjectChooserOptions> = {}) {
  const { client, session } = await signInDemoAgency();
  const rendered = renderHook(() => useProjectChooser({ onChooseStandalone: vi.fn(), onAddToProject: vi.fn(), ...options }), {
    wrapper: apiWrapper(client, session),
  });
  return rendered;
}

describe('useProjectChooser on the sandbox', () => {
  it('lists the first nine approved projects with their count and page count', async () => {
    const { result } = await setup();
    await waitFor(() => expect(result.current.list.projects).toBeDefined());
    const all = approved();
    expect(all.length).toBe(seed.projects.length);
    expect(result.current.list.projects).toHaveLength(Math.min(all.length, propertyListLimits.projectChooserPageSize));
    expect(result.current.list.totalCount).toBe(all.length);
    expect(result.current.list.pageCount).toBe(Math.ceil(all.length / propertyListLimits.projectChooserPageSize));
    expect(result.current.list.loadError).toBeNull();
  });

  it('searches by name from the first page', async () => {
    const { result } = await setup();
    await waitFor(() => expect(result.current.list.projects).toBeDefined());
    act(() => result.current.list.onPageChange(1));
    const name = approved()[0]!.name;
    act(() => result.current.list.onSearchChange(name));
    expect(result.current.list.page).toBe(0);
    await waitFor(() => expect(result.current.list.projects?.every((project) => project.name.includes(name))).toBe(true));
    expect(result.current.list.projects?.length).toBeGreaterThan(0);
  });

  it("says 'Projects not found' when the list fails, and Try Again loads it", async () => {
    sandbox.faults.set('GET /api/project/search', { status: 500, times: 1 });
    const { result } = await setup();
    await waitFor(() => expect(result.current.list.loadError).toBe(copy.projectsNotFound));
    act(() => result.current.list.onRetry());
    await waitFor(() => expect(result.current.list.projects?.length).toBeGreaterThan(0));
    expect(result.current.list.loadError).toBeNull();
  });

  it('reads the chosen project and its developer', async () => {
    const project = approved()[0]!;
    const developer = sandbox.db.accountDevelopers.list().find((account) => account.id === project.developerId);
    expect(developer).toBeDefined();
    const { result } = await setup({ defaultStep: { view: 'details', projectId: project.id } });
    await waitFor(() => expect(result.current.chosen.developer).toBeTruthy());
    expect(result.current.chosen.project?.name).toBe(project.name);
    expect(result.current.chosen.developerError).toBeNull();
    expect(result.current.chosen.developer?.companyName).toBe(developer?.companyName);
    expect(result.current.chosen.developer?.businessEmail).toBe(developer?.businessEmail);
  });

  it("says 'Project not found' for an unknown id and 'Failed to fetch project details' when the call fails", async () => {
    const missing = await setup({ defaultStep: { view: 'details', projectId: 987_654 } });
    await waitFor(() => expect(missing.result.current.chosen.loadError).toBe(copy.projectNotFound));
    missing.unmount();
    sandbox.faults.set('GET /api/project/:id', { status: 500 });
    const failing = await setup({ defaultStep: { view: 'add-to-project', projectId: approved()[0]!.id } });
    await waitFor(() => expect(failing.result.current.chosen.loadError).toBe(copy.fetchProjectFailed));
  });

  it("says 'Failed to fetch developer details' when the developer call fails", async () => {
    sandbox.faults.set('GET /api/auth/accounts/get', { status: 500 });
    const { result } = await setup({ defaultStep: { view: 'details', projectId: approved()[0]!.id } });
    await waitFor(() => expect(result.current.chosen.developerError).toBe(copy.fetchDeveloperFailed));
    expect(result.current.chosen.developer).toBeNull();
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { AbortError, HttpError, NetworkError } from '../../errors';
import { fetchProject, fetchProjectLocationHighlights, fetchProjects, projectSearchFilter } from './projects';
import { failureOf, seed, servePropertySandbox } from './propertySandbox.testing';

const { sandbox, client } = servePropertySandbox();

const approved = seed.projects.filter((project) => project.listingStatus?.id === 1);
const first = seed.projects[0];
const withHighlights = seed.locationHighlights[0]?.projectId;
if (!first || withHighlights === undefined) throw new Error('the seed needs projects with location highlights');
const word = first.name.split(' ')[0] ?? first.name;

describe('projectSearchFilter', () => {
  it('filters the chooser by approval and name, or a developer by id, status and name', () => {
    expect(projectSearchFilter({ kind: 'approved' })).toBe('listingStatus.id==1');
    expect(projectSearchFilter({ kind: 'approved', name: 'Creek' })).toBe('listingStatus.id==1 and name==*Creek*');
    expect(projectSearchFilter({ kind: 'developer', developerId: 3, listingStatusId: 1, name: 'Bay' })).toBe(
      'developerId==3 and listingStatus.id==1 and name==*Bay*',
    );
  });
});

describe('fetchProjects', () => {
  it('pages the approved projects 9 at a time and narrows by name', async () => {
    const page = await fetchProjects(client, { kind: 'approved' });
    expect(page).toMatchObject({ number: 0, size: 9, totalElements: approved.length });
    expect(page.content[0]).toEqual(approved[0]);
    const named = await fetchProjects(client, { kind: 'approved', name: word }, { size: 100 });
    expect(named.content.map((project) => project.id)).toEqual(
      approved.filter((project) => project.name.toLowerCase().includes(word.toLowerCase())).map((project) => project.id),
    );
  });

  it("lists a developer's projects", async () => {
    const page = await fetchProjects(client, { kind: 'developer', developerId: first.developerId ?? -1 }, { size: 100 });
    expect(page.content.map((project) => project.id)).toEqual(seed.projects.filter((project) => project.developerId === first.developerId).map((project) => project.id));
  });

  it('passes failures on', async () => {
    sandbox.faults.set('GET /api/project/search', { status: 500, body: { message: { en: 'Projects not found' } } });
    expect(await failureOf(fetchProjects(client, { kind: 'approved' }))).toMatchObject({ status: 500, serverMessage: 'Projects not found' });
    sandbox.faults.set('GET /api/project/search', { networkError: true });
    expect(await failureOf(fetchProjects(client, { kind: 'approved' }))).toBeInstanceOf(NetworkError);
  });
});

describe('fetchProject', () => {
  it('reads one project, and a 404 for an unknown id', async () => {
    expect(await fetchProject(client, first.id)).toEqual(first);
    const missing = await failureOf(fetchProject(client, 987654321));
    expect(missing).toBeInstanceOf(HttpError);
    expect(missing).toMatchObject({ status: 404, serverMessage: 'Project not found with id: 987654321' });
    sandbox.faults.set(`GET /api/project/${first.id}`, { networkError: true });
    expect(await failureOf(fetchProject(client, first.id))).toBeInstanceOf(NetworkError);
  });
});

describe('fetchProjectLocationHighlights', () => {
  it("reads the project's highlights", async () => {
    const expected = seed.locationHighlights.filter(({ projectId }) => projectId === withHighlights).map(({ highlight }) => highlight);
    expect(await fetchProjectLocationHighlights(client, withHighlights)).toEqual(expected);
  });

  it('gives an empty list for a 404 and for any other failure (spec 3 section 8)', async () => {
    expect(await fetchProjectLocationHighlights(client, 987654321)).toEqual([]);
    sandbox.faults.set('GET /api/locationHighlights/project/:projectId', { status: 500, body: { message: { en: 'Boom' } } });
    expect(await fetchProjectLocationHighlights(client, withHighlights)).toEqual([]);
    sandbox.faults.set('GET /api/locationHighlights/project/:projectId', { networkError: true });
    expect(await fetchProjectLocationHighlights(client, withHighlights)).toEqual([]);
  });

  it('reads the {content} shape too', async () => {
    sandbox.faults.set('GET /api/locationHighlights/project/:projectId', {
      status: 200,
      body: { content: [{ label: 'Dubai Creek Harbour', latitude: 25.2, longitude: 55.35 }] },
    });
    expect(await fetchProjectLocationHighlights(client, withHighlights)).toEqual([{ label: 'Dubai Creek Harbour', latitude: 25.2, longitude: 55.35 }]);
  });

  it('still rejects when cancelled', async () => {
    sandbox.faults.set('GET /api/locationHighlights/project/:projectId', { never: true });
    const controller = new AbortController();
    const call = fetchProjectLocationHighlights(client, withHighlights, { signal: controller.signal });
    controller.abort();
    expect(await failureOf(call)).toBeInstanceOf(AbortError);
  });
});

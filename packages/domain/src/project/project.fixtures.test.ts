import { describe, expect, it } from 'vitest';
import { constructionStatusIds, type ConstructionStatusId } from '../constants/constructionStatus';
import { expectSchemaRoundTrip, isDateIn2025Or2026, isInsideUae, sampleMany } from '../fixtures/fixtureChecks.testing';
import { createSeededRandom } from '../fixtures/seededRandom';
import { projectTemplates } from '../fixtures/uaeAreas';
import { completionFor, createProject } from './project.fixtures';
import { projectSchema } from './project.schema';

describe('createProject', () => {
  const projects = sampleMany((random) => createProject(random));

  it('passes the project schema unchanged, item after item', () => {
    expectSchemaRoundTrip(projectSchema, projects);
  });

  it('is deterministic', () => {
    expect(createProject(21)).toEqual(createProject(21));
    expect(createProject(21)).not.toEqual(createProject(22));
  });

  it('is an approved project in the UAE, dated 2025-2026, with an image under /api/media', () => {
    for (const project of projects) {
      expect(project.listingStatus).toEqual({ id: 1, name: 'Approved' });
      expect(isInsideUae(project.latitude, project.longitude)).toBe(true);
      expect(isDateIn2025Or2026(project.handoverDate)).toBe(true);
      expect(isDateIn2025Or2026(project.saleStartDate)).toBe(true);
      expect(project.mainImageURL).toMatch(/^\/api\/media\/project-[a-z-]+\.jpg$/);
      expect(project.amount).toBeGreaterThanOrEqual(650_000);
    }
  });

  it('is as complete as its construction status says, handed over in 2025 only when completed', () => {
    for (const project of projects) {
      const status = project.constructionStatus?.id;
      if (status === constructionStatusIds.completed) {
        expect(project.completePCT).toBe(100);
        expect(project.handoverDate?.startsWith('2025')).toBe(true);
      }
      if (status === constructionStatusIds.planned) expect(project.completePCT).toBe(0);
    }
    const statuses = new Set(projects.map((project) => project.constructionStatus?.id));
    expect(statuses.size).toBeGreaterThanOrEqual(5);
    // The rules above are checked only if both statuses occur.
    expect(statuses).toContain(constructionStatusIds.completed);
    expect(statuses).toContain(constructionStatusIds.planned);
  });

  it('lists highlights of landmarks near its area, with ids derived from its own', () => {
    const project = createProject(3, { id: 507 });
    const highlights = project.locationHighlights ?? [];
    expect(highlights.length).toBeGreaterThanOrEqual(3);
    for (const [index, highlight] of highlights.entries()) {
      expect(highlight.id).toBe(50701 + index);
      expect(isInsideUae(highlight.latitude, highlight.longitude)).toBe(true);
      expect(highlight.highlightsType?.name).toBeTruthy();
    }
  });

  it('builds the template, developer and status of the context: villas get no towers', () => {
    const template = projectTemplates.find((candidate) => candidate.categoryId === 6) ?? projectTemplates[0];
    const project = createProject(4, {}, { template, developerId: 203, constructionStatusId: 1 });
    expect(project).toMatchObject({ name: template.name, developerId: 203, completePCT: 0, numOfElevators: 0 });
    expect(project.projectType?.PropertyCategory).toEqual({ id: 6, name: 'Villa' });
    expect(project.amount).toBeGreaterThanOrEqual(2_500_000);
    expect(project.amenitiesEntities?.length).toBeGreaterThanOrEqual(5);
  });

  it('gives tower projects no private gardens or pools', () => {
    const tower = projectTemplates[0];
    for (const project of sampleMany((random) => createProject(random, {}, { template: tower }), 30)) {
      expect(project.amenitiesEntities?.map((amenity) => amenity.name)).not.toContain('Private Pool');
    }
  });
});

describe('completionFor', () => {
  it('keeps each construction status within its own range', () => {
    const random = createSeededRandom(2);
    const ranges: Record<ConstructionStatusId, [number, number]> = { 1: [0, 0], 2: [20, 85], 3: [100, 100], 4: [35, 70], 5: [25, 60], 6: [0, 40], 7: [0, 10] };
    for (const [status, [min, max]] of Object.entries(ranges)) {
      for (let index = 0; index < 50; index += 1) {
        const completion = completionFor(random, Number(status) as ConstructionStatusId);
        expect(completion).toBeGreaterThanOrEqual(min);
        expect(completion).toBeLessThanOrEqual(max);
      }
    }
  });
});

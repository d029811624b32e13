import { describe, expect, it } from 'vitest';
import { springPageSchema } from '../springPage/springPage.schema';
import { projectSchema } from './project.schema';

const project = {
  id: 27,
  name: 'Marina Heights',
  address: 'Dubai Marina, Dubai',
  description: '<p>Twin towers on the marina walk.</p>',
  amount: 1_200_000,
  mainImageURL: 'marina-heights.jpg',
  handoverDate: '2026-12-31',
  handoverQta: 4,
  completePCT: 65,
  numOfBuildings: 2,
  numOfFloors: 42,
  latitude: 25.0805,
  longitude: 55.1403,
  constructionStatus: { id: 2, name: 'Under Construction' },
  area: { id: 3, name: 'Dubai Marina' },
  saleType: { id: 1, name: 'Sale' },
  propertyFurnishingStatus: { id: 1, name: 'Unfurnished' },
  projectType: { id: 2, name: 'Residential', PropertyCategory: [{ id: 5, name: 'Apartment' }] },
  amenitiesEntities: [{ id: 1, name: 'Swimming Pool' }, { id: 4, name: 'Gym' }],
  locationHighlights: [],
  developerId: 88,
  listingStatus: { id: 1 },
};

describe('project schema', () => {
  it('reads a project with its lookups, amenities and developer', () => {
    const parsed = projectSchema.parse(project);
    expect(parsed.developerId).toBe(88);
    expect(parsed.projectType?.PropertyCategory).toEqual([{ id: 5, name: 'Apartment' }]);
  });

  it('reads the chooser page', () => {
    const page = springPageSchema(projectSchema).parse({ content: [project], number: 0, totalPages: 3, totalElements: 25 });
    expect(page.totalElements).toBe(25);
  });

  it('refuses a project without an id or name', () => {
    expect(projectSchema.safeParse({ ...project, id: undefined }).success).toBe(false);
    expect(projectSchema.safeParse({ ...project, name: null }).success).toBe(false);
  });
});

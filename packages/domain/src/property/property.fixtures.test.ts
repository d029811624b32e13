import { describe, expect, it } from 'vitest';
import { listingStatusIds } from '../constants/listingStatus';
import { expectSchemaRoundTrip, isDateIn2025Or2026, isInsideUae, sampleMany } from '../fixtures/fixtureChecks.testing';
import { createSeededRandom } from '../fixtures/seededRandom';
import { projectTemplates } from '../fixtures/uaeAreas';
import { createProject } from '../project/project.fixtures';
import { type Property } from './property.schema';
import { createProperty } from './property.fixtures';
import { propertySchema } from './property.schema';

const towerProject = createProject(1, { id: 505 }, { template: projectTemplates[0], developerId: 201 });
const standalone = sampleMany((random) => createProperty(random));
const units = sampleMany((random) => createProperty(random, {}, { project: towerProject }));

function milestoneTotal(property: Property): number {
  return (property.paymentPlans?.[0]?.paymentMilestones ?? []).reduce((sum, milestone) => sum + (milestone.pct ?? 0), 0);
}

describe('createProperty', () => {
  it('passes the property schema unchanged, standalone and in a project', () => {
    expectSchemaRoundTrip(propertySchema, standalone);
    expectSchemaRoundTrip(propertySchema, units);
  });

  it('is deterministic', () => {
    expect(createProperty(40)).toEqual(createProperty(40));
    expect(createProperty(40)).not.toEqual(createProperty(41));
    expect(createProperty(40, {}, { project: towerProject })).toEqual(createProperty(40, {}, { project: towerProject }));
  });

  it('prices apartments at AED 650,000-4,500,000 and villas at 2.5M-25M, sized 450-12,000 sqft', () => {
    const all = [...standalone, ...units];
    for (const property of all) {
      expect(property.landArea).toBeGreaterThanOrEqual(450);
      expect(property.landArea).toBeLessThanOrEqual(12_000);
      const amount = property.amount ?? 0;
      if (property.propertyCategory?.id === 5) expect(amount >= 650_000 && amount <= 4_500_000).toBe(true);
      if (property.propertyCategory?.id === 6) expect(amount >= 2_500_000 && amount <= 25_000_000).toBe(true);
      expect(amount % 5_000).toBe(0);
    }
    const categories = new Set(standalone.map((property) => property.propertyCategory?.name));
    for (const name of ['Apartment', 'Villa', 'Townhouse', 'Office']) expect(categories).toContain(name);
    // The price ranges above are checked only if both categories occur.
    const categoryIds = new Set(all.map((property) => property.propertyCategory?.id));
    expect(categoryIds).toContain(5);
    expect(categoryIds).toContain(6);
  });

  it('places listings in Dubai or Abu Dhabi, dates them in 2025-2026 and serves images from /api/media', () => {
    for (const property of [...standalone, ...units]) {
      expect(isInsideUae(property.latitude, property.longitude)).toBe(true);
      for (const date of [property.addedOnDate, property.saleStartDate, property.handoverDate]) expect(isDateIn2025Or2026(date)).toBe(true);
      for (const url of [property.mainImageURL, property.floorPlanImageURL, property.layoutImageURL]) expect(url).toMatch(/^\/api\/media\/[a-z0-9-]+\.jpg$/);
      expect(String(property.saleStartDate) <= String(property.addedOnDate)).toBe(true);
      expect(milestoneTotal(property)).toBe(100);
      expect(property.propertyMedia?.[0]?.isFeatured).toBe(true);
    }
  });

  it('keeps its review fields in line with its listing status and developer approval', () => {
    for (const property of [...standalone, ...units]) {
      const listing = property.listingStatus?.id;
      expect(property.approvedTime != null).toBe(listing === listingStatusIds.approved);
      expect(property.rejectedOrBlockReason != null).toBe(listing === listingStatusIds.rejected);
      expect(property.developerApprovedTime != null).toBe(property.developerApprovalStatus === 'APPROVED');
      expect(property.developerRejectReason != null).toBe(property.developerApprovalStatus === 'REJECTED');
      if (property.developerApprovalStatus !== 'APPROVED') expect(listing).toBe(listingStatusIds.projectPending);
      if (property.approvedTime) expect(isDateIn2025Or2026(property.approvedTime)).toBe(true);
    }
    expect(standalone.every((property) => property.developerApprovalStatus === 'APPROVED' && !property.isDeveloperApproved)).toBe(true);
    expect(new Set(standalone.map((property) => property.listingStatus?.id))).toEqual(new Set([1, 8, 9, 11]));
    expect(new Set(units.map((property) => property.listingStatus?.id))).toEqual(new Set([1, 8, 9, 10, 11]));
    expect(new Set(units.map((property) => property.developerApprovalStatus))).toEqual(new Set(['PENDING', 'APPROVED', 'REJECTED']));
  });

  it("takes a unit's location and build data from its project", () => {
    for (const unit of units) {
      expect(unit).toMatchObject({
        projectIdOfThis: 505,
        project: { id: 505, name: towerProject.name },
        address: towerProject.address,
        latitude: towerProject.latitude,
        longitude: towerProject.longitude,
        area: towerProject.area,
        amenitiesEntities: towerProject.amenitiesEntities,
        numOfFloors: towerProject.numOfFloors,
        offeringType: { id: 1, name: 'Initial Sale' },
        locationHighlights: [],
      });
      expect(Number(unit.floorNumber)).toBeLessThan(towerProject.numOfFloors ?? 0);
      expect(unit.name).toContain(towerProject.name);
    }
    expect(standalone.every((property) => property.projectIdOfThis === null && property.project === null)).toBe(true);
  });

  it('makes units of a villa project villas, and units of a bare project apartments in Downtown Dubai', () => {
    const villaProject = createProject(2, { id: 506 }, { template: projectTemplates[4] });
    expect(createProperty(3, {}, { project: villaProject }).propertyCategory).toEqual({ id: 6, name: 'Villa' });
    const listProject = createProject(2, { projectType: { id: 2, PropertyCategory: [{ id: 7, name: 'Townhouse' }] } }, { template: projectTemplates[8] });
    expect(createProperty(3, {}, { project: listProject }).propertyCategory?.id).toBe(7);
    const bare = createProperty(3, {}, { project: { id: 900, name: 'Bare Project' } });
    expectSchemaRoundTrip(propertySchema, [bare]);
    expect(bare).toMatchObject({ area: { id: 1, name: 'Downtown Dubai' }, propertyCategory: { id: 5 }, address: 'Bare Project, Downtown Dubai, Dubai' });
  });

  it('follows the review state of the context and lets overrides win', () => {
    const property = createProperty(
      createSeededRandom(5),
      { id: 1001, agencyId: 101, name: 'Marina Heights 2BR' },
      { reviewState: { listingStatusId: 9, developerApprovalStatus: 'APPROVED' } },
    );
    expect(property).toMatchObject({ id: 1001, agencyId: 101, name: 'Marina Heights 2BR', listingStatus: { id: 9, name: 'Rejected' } });
    expect(property.rejectedOrBlockReason).toBeTruthy();
    expect(property.propertyMedia?.[0]?.id).toBe(100101);
  });
});

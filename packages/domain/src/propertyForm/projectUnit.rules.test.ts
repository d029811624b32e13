import { describe, expect, it } from 'vitest';
import { createProject } from '../project/project.fixtures';
import { defaultPropertyFormValues } from './propertyFormPayload';
import { isProjectLockedField, projectLockedFields, projectUnitFormValues, withProjectLockedValues } from './projectUnit.rules';

describe('project unit rules (spec 3 section 5, project-based properties)', () => {
  const project = createProject(17, {
    address: 'Marina Gate, Dubai Marina',
    latitude: 25.0805,
    longitude: 55.1403,
    handoverDate: '2027-03-31T00:00:00',
    handoverQta: 1,
    completePCT: 45,
    numOfBuildings: 2,
    numOfFloors: 40,
    numOfParking: 300,
    roi: 6.5,
    saleStartDate: '2026-01-15',
    preHandoverPaymentPCT: 50,
    projectType: { id: 2, name: 'Residential', PropertyCategory: [{ id: 5, name: 'Apartment' }, { id: 6, name: 'Villa' }] },
    area: { id: 3, name: 'Dubai Marina' },
    propertyFurnishingStatus: { id: 2, name: 'Semi Furnished' },
    constructionStatus: { id: 2, name: 'Under Construction' },
    saleType: { id: 2, name: 'Rent' },
    amenitiesEntities: [{ id: 4, name: 'Pool' }, { id: 9, name: 'Gym' }],
    amount: 1_200_000,
    landArea: 90_000,
  });

  it('locks exactly the fields the spec lists and leaves the editable ones open', () => {
    expect([...projectLockedFields].sort()).toEqual(
      ['address', 'latitude', 'longitude', 'handoverDate', 'handoverQta', 'completePct', 'numOfBuildings', 'numOfFloors', 'numOfParking', 'roi', 'propertyTypeId', 'propertyCategoryId', 'areaId', 'furnishingStatusId', 'constructionStatusId', 'amenityIds'].sort(),
    );
    for (const editable of ['saleStartDate', 'preHandoverPaymentPct', 'amount', 'landArea', 'offeringTypeId', 'saleTypeId', 'name', 'description'] as const) {
      expect(isProjectLockedField(editable)).toBe(false);
    }
  });

  it('fills a new unit from its project, the price and land area left to the agent', () => {
    const values = projectUnitFormValues(project);
    expect(values).toMatchObject({
      address: 'Marina Gate, Dubai Marina',
      latitude: 25.0805,
      longitude: 55.1403,
      handoverDate: '2027-03-31',
      handoverQta: 1,
      completePct: '45',
      numOfBuildings: '2',
      numOfFloors: '40',
      numOfParking: '300',
      roi: '6.5',
      propertyTypeId: 2,
      propertyCategoryId: 5,
      areaId: 3,
      furnishingStatusId: 2,
      constructionStatusId: 2,
      amenityIds: [4, 9],
      saleStartDate: '2026-01-15',
      preHandoverPaymentPct: 50,
      saleTypeId: 2,
      amount: '',
      landArea: '',
    });
  });

  it('keeps the defaults where the project says nothing', () => {
    const bare = projectUnitFormValues({ id: 1, name: 'Bare' });
    const defaults = defaultPropertyFormValues();
    expect(bare.areaId).toBe(defaults.areaId);
    expect(bare.preHandoverPaymentPct).toBe(40);
    expect(bare.propertyCategoryId).toBeNull();
    expect(bare.address).toBe('');
  });

  it('lays the project back over values that changed a locked field, keeping what the agent may change', () => {
    const tampered = { ...projectUnitFormValues(project), address: 'Elsewhere', roi: '12', amenityIds: [1], amount: '950000', name: 'Unit 1204' };
    const sent = withProjectLockedValues(tampered, project);
    expect(sent.address).toBe('Marina Gate, Dubai Marina');
    expect(sent.roi).toBe('6.5');
    expect(sent.amenityIds).toEqual([4, 9]);
    expect(sent.amount).toBe('950000');
    expect(sent.name).toBe('Unit 1204');
  });

  it('reads a single nested category as well as a list', () => {
    const single = projectUnitFormValues({ id: 2, name: 'Single', projectType: { id: 1, name: 'Commercial', PropertyCategory: { id: 8, name: 'Office' } } });
    expect(single.propertyCategoryId).toBe(8);
  });
});

import { describe, expect, it } from 'vitest';
import { propertyCsvColumns } from './propertyCsvColumns';
import { csvUploadResultSchema, propertyCsvCellParsers, propertyCsvRowSchema } from './propertyCsvRow.schema';

const standaloneRow: Record<string, string> = {
  name: 'Marina Heights 2BR',
  amount: '1850000',
  landArea: '1240',
  address: 'Dubai Marina, Dubai',
  description: 'Sea-view apartment',
  addedOnDate: '3/14/2025',
  handoverDate: '12/31/2026',
  saleStartDate: '4/1/2025',
  deletedAt: '',
  isActive: 'TRUE',
  isSold: 'FALSE',
  handoverQta: '4',
  numOfBuildings: '1',
  numOfFloors: '42',
  numOfParking: '1',
  numOfRooms: '4',
  numOfBedrooms: '2',
  numOfBathrooms: '3',
  preHandoverPaymentPCT: '40',
  completePCT: '65',
  viewCount: '0',
  roi: '6.5',
  latitude: '25.0805',
  longitude: '55.1403',
  mainImageURL: 'https://cdn.example.ae/api/media/marina-main.jpg',
  floorPlanImageURL: '',
  layoutImageURL: '',
  paymentPlanDetails: '40/60',
  floorNumber: '17',
  ownerShip: 'Freehold',
  rejectedOrBlockReason: '',
  deletedReason: '',
  saleTypeId: '1',
  propertyTypeId: '2',
  propertyFurnishingStatusId: '1',
  constructionStatusId: '2',
  areaId: '3',
  offeringTypeId: '1',
  projectIdOfThis: '',
};

function issueColumns(row: Record<string, string | undefined>): (string | number | symbol | undefined)[] {
  const result = propertyCsvRowSchema.safeParse(row);
  return result.success ? [] : result.error.issues.map((issue) => issue.path[0]);
}

describe('property CSV row schema', () => {
  it('has one parser per column', () => {
    expect(Object.keys(propertyCsvCellParsers).sort()).toEqual([...propertyCsvColumns].sort());
  });

  it('parses a template row into typed values', () => {
    const row = propertyCsvRowSchema.parse(standaloneRow);
    expect(row).toMatchObject({
      name: 'Marina Heights 2BR',
      amount: 1850000,
      isActive: true,
      isSold: false,
      addedOnDate: '2025-03-14',
      handoverQta: 4,
      latitude: 25.0805,
      areaId: 3,
    });
    expect(row.projectIdOfThis).toBeUndefined();
    expect(row.deletedAt).toBeUndefined();
  });

  it('requires name, amount, landArea and address', () => {
    const row = { ...standaloneRow, name: '', amount: ' ', landArea: '', address: '' };
    expect(issueColumns(row)).toEqual(['name', 'amount', 'landArea', 'address']);
  });

  it('reports the issue code as the message, with the range', () => {
    const result = propertyCsvRowSchema.safeParse({ ...standaloneRow, latitude: '95' });
    expect(result.success).toBe(false);
    const [issue] = result.error?.issues ?? [];
    expect(issue).toMatchObject({ path: ['latitude'], message: 'range', params: { issue: 'range', min: -90, max: 90 } });
  });

  it('names every bad cell of a row', () => {
    const row = { ...standaloneRow, addedOnDate: '2024-01-31', isSold: 'yes', completePCT: '101', projectIdOfThis: 'abc' };
    expect(issueColumns(row)).toEqual(['addedOnDate', 'isSold', 'completePCT', 'projectIdOfThis']);
  });

  it('accepts a project row that fills projectIdOfThis', () => {
    expect(propertyCsvRowSchema.parse({ ...standaloneRow, projectIdOfThis: '27' }).projectIdOfThis).toBe(27);
  });

  it('reads a short row (missing cells) as empty cells', () => {
    expect(issueColumns({ name: 'Yas Villa', amount: '4200000', landArea: '3500', address: 'Yas Island, Abu Dhabi' })).toEqual([]);
  });

  it('reads the JSON answer of an upload', () => {
    expect(csvUploadResultSchema.parse({ message: 'File uploaded and properties saved successfully.', data: [1, 2] }).message).toBe(
      'File uploaded and properties saved successfully.',
    );
    expect(csvUploadResultSchema.safeParse({ message: 42 }).success).toBe(false);
  });
});

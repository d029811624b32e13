import { describe, expect, it } from 'vitest';
import { marinaApartmentPayload as payload } from './propertyFixtures.testing';
import {
  propertyPayloadSchema,
  propertyRejectionSchema,
  propertyStatusChangeSchema,
  propertyUpdatePayloadSchema,
} from './propertyPayload.schema';

function accepts(overrides: Record<string, unknown>): boolean {
  return propertyPayloadSchema.safeParse({ ...payload, ...overrides }).success;
}

describe('property payload schema', () => {
  it('accepts a standalone property with every nested part', () => {
    expect(propertyPayloadSchema.parse(payload)).toEqual(payload);
  });

  it('accepts a project unit waiting for its developer', () => {
    expect(
      accepts({ projectIdOfThis: 27, listingStatus: { id: 10, name: 'Project Pending' }, developerApprovalStatus: 'PENDING', developerApprovedTime: null }),
    ).toBe(true);
  });

  it('requires a non-blank name, description and address', () => {
    expect(accepts({ name: '  ' })).toBe(false);
    expect(accepts({ description: '' })).toBe(false);
    expect(accepts({ address: undefined })).toBe(false);
  });

  it('requires the agency id and a listing status', () => {
    expect(accepts({ agencyId: undefined })).toBe(false);
    expect(accepts({ listingStatus: undefined })).toBe(false);
  });

  it('refuses a negative amount, ROI or count', () => {
    expect(accepts({ amount: -1 })).toBe(false);
    expect(accepts({ roi: -0.1 })).toBe(false);
    expect(accepts({ numOfBedrooms: -1 })).toBe(false);
    expect(accepts({ numOfRooms: 2.5 })).toBe(false);
  });

  it('keeps the handover quarter within 1-4 and percentages within 0-100', () => {
    expect(accepts({ handoverQta: 5 })).toBe(false);
    expect(accepts({ handoverQta: 0 })).toBe(false);
    expect(accepts({ completePCT: 101 })).toBe(false);
    expect(accepts({ preHandoverPaymentPCT: -5 })).toBe(false);
  });

  it('refuses an unknown developer approval status and a media kind other than image or video', () => {
    expect(accepts({ developerApprovalStatus: 'DONE' })).toBe(false);
    expect(accepts({ propertyMedia: [{ url: '/api/media/x.pdf', mediaType: { id: 3, name: 'Document' }, type: 'document' }] })).toBe(false);
  });

  it('takes the floor number as free text', () => {
    expect(accepts({ floorNumber: 'Ground' })).toBe(true);
    expect(accepts({ floorNumber: 17 })).toBe(false);
  });

  it('requires the id on update', () => {
    expect(propertyUpdatePayloadSchema.safeParse(payload).success).toBe(false);
    expect(propertyUpdatePayloadSchema.parse({ ...payload, id: 311 }).id).toBe(311);
  });
});

describe('property status bodies', () => {
  it('sends a listing status id', () => {
    expect(propertyStatusChangeSchema.parse({ id: 1 })).toEqual({ id: 1 });
    expect(propertyStatusChangeSchema.safeParse({ id: '1' }).success).toBe(false);
  });

  it('refuses a blank rejection reason', () => {
    expect(propertyRejectionSchema.safeParse({ reason: 'Photos do not match the unit' }).success).toBe(true);
    expect(propertyRejectionSchema.safeParse({ reason: ' \n ' }).success).toBe(false);
  });
});

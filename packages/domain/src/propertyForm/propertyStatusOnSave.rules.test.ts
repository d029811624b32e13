import { describe, expect, it } from 'vitest';
import { statusOnCreate, statusOnEdit } from './propertyStatusOnSave.rules';

const now = new Date('2026-11-29T08:30:00.000Z');

describe('statusOnCreate', () => {
  it('sends a standalone property as 8 Pending, approved by its developer now', () => {
    expect(statusOnCreate({ inProject: false, now })).toEqual({
      listingStatus: { id: 8, name: 'Pending' },
      developerApprovalStatus: 'APPROVED',
      developerApprovedTime: '2026-11-29T08:30:00.000Z',
      isDeveloperApproved: null,
      approvedTime: null,
      rejectedOrBlockReason: null,
    });
  });

  it('sends a unit of a project as 10 Project Pending, waiting for its developer', () => {
    expect(statusOnCreate({ inProject: true, now })).toMatchObject({
      listingStatus: { id: 10, name: 'Project Pending' },
      developerApprovalStatus: 'PENDING',
      developerApprovedTime: null,
      isDeveloperApproved: false,
    });
  });
});

describe('statusOnEdit', () => {
  it('puts a rejected property back to pending and keeps the reason it was rejected for', () => {
    const status = statusOnEdit({ listingStatusId: 9, inProject: false, rejectedOrBlockReason: 'Photos are blurred', developerApprovalStatus: 'APPROVED', developerApprovedTime: '2026-10-01T10:00:00Z', isDeveloperApproved: true });
    expect(status).toEqual({
      listingStatus: { id: 8, name: 'Pending' },
      approvedTime: null,
      rejectedOrBlockReason: 'Photos are blurred',
      developerApprovalStatus: 'APPROVED',
      developerApprovedTime: '2026-10-01T10:00:00Z',
      isDeveloperApproved: true,
    });
  });

  it('drops the reason of a property that was not rejected, and clears the approval time of an approved one', () => {
    const status = statusOnEdit({ listingStatusId: 1, inProject: false, rejectedOrBlockReason: 'old note' });
    expect(status.listingStatus.id).toBe(8);
    expect(status.rejectedOrBlockReason).toBeNull();
    expect(status.approvedTime).toBeNull();
  });

  it('sends an edited project unit back to its developer', () => {
    const status = statusOnEdit({ listingStatusId: 1, inProject: true, developerApprovalStatus: 'APPROVED', developerApprovedTime: '2026-10-01T10:00:00Z', isDeveloperApproved: true });
    expect(status).toMatchObject({ developerApprovalStatus: 'PENDING', developerApprovedTime: null, isDeveloperApproved: false, listingStatus: { id: 8 } });
  });
});

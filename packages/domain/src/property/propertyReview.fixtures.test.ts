import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../fixtures/seededRandom';
import { projectUnitReviewStates, reviewFieldsFor, standaloneReviewStates } from './propertyReview.fixtures';

const random = createSeededRandom(23);

describe('review states', () => {
  it('creates standalone listings developer-APPROVED and project units through every developer state', () => {
    expect(standaloneReviewStates.every((state) => state.developerApprovalStatus === 'APPROVED')).toBe(true);
    expect(new Set(projectUnitReviewStates.map((state) => state.developerApprovalStatus))).toEqual(new Set(['PENDING', 'APPROVED', 'REJECTED']));
    const notDeveloperApproved = projectUnitReviewStates.filter((state) => state.developerApprovalStatus !== 'APPROVED');
    expect(notDeveloperApproved.every((state) => state.listingStatusId === 10)).toBe(true);
  });
});

describe('reviewFieldsFor', () => {
  it('approves a public listing after the developer, both after the day it was added', () => {
    const fields = reviewFieldsFor(random, { listingStatusId: 1, developerApprovalStatus: 'APPROVED' }, '2026-03-01', true);
    expect(fields).toMatchObject({ listingStatus: { id: 1, name: 'Approved' }, isDeveloperApproved: true, developerRejectReason: null, rejectedOrBlockReason: null });
    expect(String(fields.developerApprovedTime) >= '2026-03-01').toBe(true);
    expect(String(fields.approvedTime) > String(fields.developerApprovedTime)).toBe(true);
  });

  it('gives an admin rejection a reason and no approval time', () => {
    const fields = reviewFieldsFor(random, { listingStatusId: 9, developerApprovalStatus: 'APPROVED' }, '2025-05-01', false);
    expect(fields).toMatchObject({ listingStatus: { id: 9 }, approvedTime: null, isDeveloperApproved: false });
    expect(fields.rejectedOrBlockReason).toMatch(/\.$/);
  });

  it('leaves a developer-pending unit without times and gives a developer rejection its reason', () => {
    expect(reviewFieldsFor(random, { listingStatusId: 10, developerApprovalStatus: 'PENDING' }, '2025-05-01', true)).toMatchObject({
      listingStatus: { id: 10, name: 'Project Pending' },
      isDeveloperApproved: false,
      developerApprovedTime: null,
      developerRejectReason: null,
      approvedTime: null,
    });
    const rejected = reviewFieldsFor(random, { listingStatusId: 10, developerApprovalStatus: 'REJECTED' }, '2025-05-01', true);
    expect(rejected.developerRejectReason).toBeTruthy();
    expect(rejected.developerApprovedTime).toBeNull();
  });
});

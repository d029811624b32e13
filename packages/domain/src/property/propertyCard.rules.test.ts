import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../fixtures/seededRandom';
import { createProject } from '../project/project.fixtures';
import { createProperty } from './property.fixtures';
import { propertyRejectionReasons, propertyRibbons } from './propertyCard.rules';

const random = createSeededRandom(18);
const project = createProject(random);
const standalone = (listingStatusId: 1 | 8 | 9 | 10 | 11) =>
  createProperty(random, {}, { reviewState: { listingStatusId, developerApprovalStatus: 'APPROVED' } });
const unit = (listingStatusId: 1 | 8 | 9 | 10 | 11, developerApprovalStatus: 'PENDING' | 'APPROVED' | 'REJECTED') =>
  createProperty(random, {}, { project, reviewState: { listingStatusId, developerApprovalStatus } });

describe('propertyRibbons', () => {
  it("shows a standalone listing's admin state only", () => {
    expect(propertyRibbons(standalone(1))).toEqual(['public']);
    expect(propertyRibbons(standalone(8))).toEqual(['pending']);
    expect(propertyRibbons(standalone(11))).toEqual(['pending']);
    expect(propertyRibbons(standalone(9))).toEqual(['adminRejected']);
  });

  it("adds a project unit's developer verdict and Project", () => {
    expect(propertyRibbons(unit(10, 'PENDING'))).toEqual(['devPending', 'project']);
    expect(propertyRibbons(unit(10, 'REJECTED'))).toEqual(['devRejected', 'project']);
    expect(propertyRibbons(unit(11, 'APPROVED'))).toEqual(['pending', 'devApproved', 'project']);
    expect(propertyRibbons(unit(1, 'APPROVED'))).toEqual(['public', 'devApproved', 'project']);
    expect(propertyRibbons(unit(9, 'APPROVED'))).toEqual(['adminRejected', 'devApproved', 'project']);
    expect(propertyRibbons({ ...unit(10, 'PENDING'), developerApprovalStatus: null })).toEqual(['devPending', 'project']);
  });

  it('shows nothing for a property without a status', () => {
    expect(propertyRibbons({ listingStatus: null, developerApprovalStatus: null, projectIdOfThis: null, project: null })).toEqual([]);
  });
});

describe('propertyRejectionReasons', () => {
  it("gives the admin's reason for a rejected listing and the developer's for a developer rejection", () => {
    const rejected = standalone(9);
    expect(propertyRejectionReasons(rejected)).toEqual({ admin: rejected.rejectedOrBlockReason, developer: null });
    const devRejected = unit(10, 'REJECTED');
    expect(propertyRejectionReasons(devRejected)).toEqual({ admin: null, developer: devRejected.developerRejectReason });
  });

  it('leaves out blank reasons and reasons left over from an earlier state', () => {
    expect(propertyRejectionReasons({ ...standalone(9), rejectedOrBlockReason: '   ' }).admin).toBeNull();
    expect(propertyRejectionReasons({ ...standalone(1), rejectedOrBlockReason: 'old' }).admin).toBeNull();
  });
});

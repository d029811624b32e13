import { describe, expect, it } from 'vitest';
import { editBannersOf, isProjectProperty, type EditBannerFacts } from './editBanners.rules';

const standalonePending: EditBannerFacts = {
  listingStatus: { id: 8, name: 'Pending' },
  rejectedOrBlockReason: null,
  developerApprovalStatus: 'APPROVED',
  developerRejectReason: null,
  projectIdOfThis: null,
  project: null,
};

describe('editBannersOf', () => {
  it('shows nothing for a standalone listing that is not rejected', () => {
    expect(editBannersOf(standalonePending)).toEqual([]);
    expect(editBannersOf({ ...standalonePending, listingStatus: { id: 1 } })).toEqual([]);
    expect(editBannersOf({ ...standalonePending, listingStatus: null, developerApprovalStatus: null })).toEqual([]);
  });

  it("shows 'Property Rejected' with the admin's reason for listing status 9 only", () => {
    const rejected = { ...standalonePending, listingStatus: { id: 9, name: 'Rejected' }, rejectedOrBlockReason: '  Title deed copy is missing. ' };
    expect(editBannersOf(rejected)).toEqual([{ kind: 'rejected', reason: 'Title deed copy is missing.' }]);
    expect(editBannersOf({ ...rejected, listingStatus: { id: 8 } })).toEqual([]);
  });

  it('gives a null reason when the server sent none or only spaces', () => {
    expect(editBannersOf({ ...standalonePending, listingStatus: { id: 9 }, rejectedOrBlockReason: '   ' })).toEqual([{ kind: 'rejected', reason: null }]);
    expect(editBannersOf({ ...standalonePending, listingStatus: { id: 9 }, rejectedOrBlockReason: undefined })).toEqual([{ kind: 'rejected', reason: null }]);
  });

  it("shows 'Rejected by Developer' with the developer's reason, and the project notice after it", () => {
    const unit: EditBannerFacts = {
      ...standalonePending,
      listingStatus: { id: 10 },
      developerApprovalStatus: 'REJECTED',
      developerRejectReason: 'Floor plan does not match the approved unit type.',
      projectIdOfThis: 42,
      project: { id: 42, name: 'Creek Vista' },
    };
    expect(editBannersOf(unit)).toEqual([
      { kind: 'rejectedByDeveloper', reason: 'Floor plan does not match the approved unit type.' },
      { kind: 'projectProperty' },
    ]);
    expect(editBannersOf({ ...unit, developerApprovalStatus: 'PENDING' })).toEqual([{ kind: 'projectProperty' }]);
  });

  it('puts the admin rejection first when both rejected the unit', () => {
    const both: EditBannerFacts = { ...standalonePending, listingStatus: { id: 9 }, rejectedOrBlockReason: 'Blurred photos', developerApprovalStatus: 'REJECTED', developerRejectReason: 'Wrong price', projectIdOfThis: 7 };
    expect(editBannersOf(both).map((banner) => banner.kind)).toEqual(['rejected', 'rejectedByDeveloper', 'projectProperty']);
  });
});

describe('isProjectProperty', () => {
  it('reads either the project id or the project reference', () => {
    expect(isProjectProperty({ projectIdOfThis: 3, project: null })).toBe(true);
    expect(isProjectProperty({ projectIdOfThis: null, project: { id: 3, name: 'Creek Vista' } })).toBe(true);
    expect(isProjectProperty({ projectIdOfThis: undefined, project: undefined })).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import {
  adminReviewedPropertiesFilter,
  agencyPropertiesFilter,
  agencyPropertyByIdFilter,
  agentPublicPropertiesFilter,
  approvedProjectsFilter,
  developerProjectsFilter,
  developerReviewedPropertiesFilter,
  idFilter,
  propertyCountsFilter,
  propertyFaqsFilter,
  reviewedPropertyTabs,
  type ListingStatusIdSet,
} from './propertyFilters.rules';
import { parseRsqlForTest } from './rsqlReferenceParser.testing';

const otherIds: ListingStatusIdSet = { approved: 101, pending: 108, rejected: 109, pendingInAdminView: 111 };

describe('propertyCountsFilter', () => {
  it('is the counters search of spec 1 section 7', () => {
    expect(propertyCountsFilter(42)).toBe(
      'agencyId==42 and (listingStatus.id==1 or listingStatus.id==8 or listingStatus.id==9)',
    );
  });

  it('takes the status ids as a parameter', () => {
    expect(propertyCountsFilter('a1', otherIds)).toBe(
      'agencyId==a1 and (listingStatus.id==101 or listingStatus.id==108 or listingStatus.id==109)',
    );
  });
});

describe('agencyPropertyByIdFilter', () => {
  it("is the agency's clause and the id's", () => {
    expect(agencyPropertyByIdFilter(5, 40)).toBe('agencyId==5 and id==40');
  });
});

describe('agencyPropertiesFilter', () => {
  it('is agencyId==X alone without status or name', () => {
    expect(agencyPropertiesFilter({ agencyId: 5 })).toBe('agencyId==5');
    expect(agencyPropertiesFilter({ agencyId: 5, listingStatusId: null, name: '  ' })).toBe('agencyId==5');
  });

  it('adds the status and a =like= name clause', () => {
    expect(agencyPropertiesFilter({ agencyId: 5, listingStatusId: 8, name: ' marina* ' })).toBe(
      'agencyId==5 and listingStatus.id==8 and name=like=*marina*',
    );
  });
});

describe('adminReviewedPropertiesFilter', () => {
  it('builds each tab of spec 3 section 7', () => {
    expect(adminReviewedPropertiesFilter({ agencyId: 3, tab: 'approved' })).toBe(
      'agencyId==3 and developerApprovalStatus==APPROVED and listingStatus.id==1',
    );
    expect(adminReviewedPropertiesFilter({ agencyId: 3, tab: 'pending' })).toBe(
      'agencyId==3 and developerApprovalStatus==APPROVED and (listingStatus.id==11 or listingStatus.id==8)',
    );
    expect(adminReviewedPropertiesFilter({ agencyId: 3, tab: 'rejected' })).toBe(
      'agencyId==3 and developerApprovalStatus==APPROVED and listingStatus.id==9',
    );
  });

  it('adds an optional name==*text* and honours other status ids', () => {
    expect(adminReviewedPropertiesFilter({ agencyId: 3, tab: 'pending', name: 'Burj View' }, otherIds)).toBe(
      'agencyId==3 and developerApprovalStatus==APPROVED and (listingStatus.id==111 or listingStatus.id==108) and name=="*Burj View*"',
    );
  });
});

describe('developerReviewedPropertiesFilter', () => {
  it('builds each tab of spec 3 section 7', () => {
    expect(developerReviewedPropertiesFilter({ agencyId: 3, tab: 'approved' })).toBe(
      'agencyId==3 and developerApprovalStatus==APPROVED and listingStatus.id!=8 and listingStatus.id!=9 and listingStatus.id!=1',
    );
    expect(developerReviewedPropertiesFilter({ agencyId: 3, tab: 'pending' })).toBe(
      'agencyId==3 and developerApprovalStatus==PENDING',
    );
    expect(developerReviewedPropertiesFilter({ agencyId: 3, tab: 'rejected', name: 'x' })).toBe(
      'agencyId==3 and developerApprovalStatus==REJECTED and name==*x*',
    );
  });

  it('honours other status ids', () => {
    expect(developerReviewedPropertiesFilter({ agencyId: 3, tab: 'approved' }, otherIds)).toContain(
      'listingStatus.id!=108 and listingStatus.id!=109 and listingStatus.id!=101',
    );
  });

  it('covers every tab, each output readable by an RSQL parser', () => {
    for (const tab of reviewedPropertyTabs) {
      expect(() => parseRsqlForTest(developerReviewedPropertiesFilter({ agencyId: 1, tab, name: 'a "b"' }))).not.toThrow();
      expect(() => parseRsqlForTest(adminReviewedPropertiesFilter({ agencyId: 1, tab, name: 'a (b)' }))).not.toThrow();
    }
  });
});

describe('project filters', () => {
  it('lists approved projects, optionally by name', () => {
    expect(approvedProjectsFilter()).toBe('listingStatus.id==1');
    expect(approvedProjectsFilter('  ')).toBe('listingStatus.id==1');
    expect(approvedProjectsFilter('Creek', 101)).toBe('listingStatus.id==101 and name==*Creek*');
  });

  it("lists a developer's projects with optional status and name", () => {
    expect(developerProjectsFilter({ developerId: 9 })).toBe('developerId==9');
    expect(developerProjectsFilter({ developerId: 9, listingStatusId: 1, name: 'Hills' })).toBe(
      'developerId==9 and listingStatus.id==1 and name==*Hills*',
    );
  });
});

describe('other property searches', () => {
  it("is the agent's public properties search of spec 2 section 7.2", () => {
    expect(agentPublicPropertiesFilter(17)).toBe(
      'agentId==17 and listingStatus.id==1 and developerApprovalStatus==APPROVED and isDeleted==false',
    );
    expect(agentPublicPropertiesFilter(17, 101)).toContain('listingStatus.id==101');
  });

  it('finds the FAQs of a property and one record by id', () => {
    expect(propertyFaqsFilter(55)).toBe('faqType==PROPERTY and itemId==55');
    expect(propertyFaqsFilter(55, 'PROJECT')).toBe('faqType==PROJECT and itemId==55');
    expect(idFilter(8)).toBe('id==8');
    expect(idFilter('a b')).toBe('id=="a b"');
  });
});

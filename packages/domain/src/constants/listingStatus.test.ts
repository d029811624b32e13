import { describe, expect, it } from 'vitest';
import {
  canManageFaqs,
  dashboardListingStatusIds,
  isAdminPendingListingStatus,
  isListingStatusId,
  listingStatusName,
} from './listingStatus';

describe('listing statuses', () => {
  it('names the statuses sent on create', () => {
    expect(listingStatusName(8)).toBe('Pending');
    expect(listingStatusName(10)).toBe('Project Pending');
  });

  it('names no status the specs leave out, nor a missing one', () => {
    expect(listingStatusName(2)).toBeUndefined();
    expect(listingStatusName(null)).toBeUndefined();
    expect(listingStatusName(undefined)).toBeUndefined();
    expect(isListingStatusId(12)).toBe(false);
    expect(isListingStatusId('1')).toBe(false);
  });

  it('counts approved, pending and rejected on the dashboard, in that order', () => {
    expect(dashboardListingStatusIds).toEqual([1, 8, 9]);
  });

  it('treats 8 and 11 as pending in the admin view, nothing else', () => {
    expect([1, 8, 9, 10, 11].filter(isAdminPendingListingStatus)).toEqual([8, 11]);
    expect(isAdminPendingListingStatus(undefined)).toBe(false);
  });

  it('allows FAQ management only on public listings', () => {
    expect(canManageFaqs(1)).toBe(true);
    expect(canManageFaqs(8)).toBe(false);
    expect(canManageFaqs(null)).toBe(false);
  });
});

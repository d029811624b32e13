import { describe, expect, it } from 'vitest';
import { listingStatusBadge } from './listingStatusBadge.rules';

describe('listingStatusBadge', () => {
  it('colours available, sold and pending by name, case-insensitively (spec 2 section 4)', () => {
    expect(listingStatusBadge({ name: 'Available' })).toEqual({ tone: 'available', name: 'Available' });
    expect(listingStatusBadge({ name: 'SOLD' })).toEqual({ tone: 'sold', name: 'SOLD' });
    expect(listingStatusBadge({ name: ' pending ' })).toEqual({ tone: 'pending', name: 'pending' });
  });

  it('shows any other name grey, and a missing status as unknown', () => {
    expect(listingStatusBadge({ name: 'Approved' })).toEqual({ tone: 'other', name: 'Approved' });
    expect(listingStatusBadge({ name: 'Project Pending' }).tone).toBe('other');
    expect(listingStatusBadge({ name: '  ' })).toEqual({ tone: 'unknown', name: null });
    expect(listingStatusBadge({ name: null })).toEqual({ tone: 'unknown', name: null });
    expect(listingStatusBadge(null)).toEqual({ tone: 'unknown', name: null });
    expect(listingStatusBadge(undefined)).toEqual({ tone: 'unknown', name: null });
  });
});

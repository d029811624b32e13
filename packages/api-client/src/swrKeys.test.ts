import { describe, expect, it } from 'vitest';
import { createKey, keyStartsWith } from './swrKeys';

describe('createKey', () => {
  it('puts the resource first and the parameters after it', () => {
    expect(createKey('enquiries', { role: 'AGENCY', id: 12 })).toEqual(['enquiries', { role: 'AGENCY', id: 12 }]);
    expect(createKey('reviews', 12, 'APPROVED', 0)).toEqual(['reviews', 12, 'APPROVED', 0]);
  });
});

describe('keyStartsWith', () => {
  it('matches keys of the resource whatever their parameters', () => {
    const isEnquiries = keyStartsWith('enquiries');
    expect(isEnquiries(createKey('enquiries', { role: 'AGENCY', id: 12 }))).toBe(true);
    expect(isEnquiries(createKey('enquiries'))).toBe(true);
    expect(isEnquiries(createKey('reviews', 12))).toBe(false);
    expect(isEnquiries('enquiries')).toBe(false);
  });

  it('compares record parameters by content', () => {
    const matches = keyStartsWith('enquiries', { role: 'AGENCY', id: 12 });
    expect(matches(['enquiries', { id: 12, role: 'AGENCY' }, 'extra'])).toBe(true);
    expect(matches(['enquiries', { role: 'AGENCY', id: 13 }])).toBe(false);
    expect(matches(['enquiries', { role: 'AGENCY', id: 12, page: 1 }])).toBe(false);
    expect(matches(['enquiries', null])).toBe(false);
    expect(matches(['enquiries', [12]])).toBe(false);
    expect(matches(['enquiries'])).toBe(false);
  });
});

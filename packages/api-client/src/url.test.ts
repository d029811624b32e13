import { describe, expect, it } from 'vitest';
import { buildUrl } from './url';

describe('buildUrl', () => {
  it('joins base and path with exactly one slash', () => {
    expect(buildUrl('https://property.example/', '/api/enquiries')).toBe('https://property.example/api/enquiries');
    expect(buildUrl('https://property.example', 'api/enquiries')).toBe('https://property.example/api/enquiries');
  });

  it('keeps a relative base relative', () => {
    expect(buildUrl('', '/api/profile')).toBe('/api/profile');
  });

  it('encodes RSQL values so they read back exactly', () => {
    const search = `agencyId==12 and (listingStatus.id==1 or name=="Marina's \\"View\\"") and email==*a b*`;
    const url = buildUrl('https://p.example', '/api/property/search', { search, page: 0, size: 10 });
    expect(url).not.toContain(' ');
    expect(url).toContain('search=agencyId%3D%3D12+and+%28');
    const params = new URL(url).searchParams;
    expect(params.get('search')).toBe(search);
    expect(params.get('page')).toBe('0');
    expect(params.get('size')).toBe('10');
  });

  it('leaves out null and undefined values, repeats arrays and writes booleans', () => {
    const url = buildUrl('https://p.example', '/x', { a: null, b: undefined, ids: [1, 2], active: false });
    expect(url).toBe('https://p.example/x?ids=1&ids=2&active=false');
  });

  it('adds no question mark when every value is absent, and appends to an existing query', () => {
    expect(buildUrl('https://p.example', '/x', { a: undefined })).toBe('https://p.example/x');
    expect(buildUrl('https://p.example', '/x?roleId=5', { page: 1 })).toBe('https://p.example/x?roleId=5&page=1');
  });
});

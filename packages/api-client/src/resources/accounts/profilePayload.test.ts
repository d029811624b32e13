import { describe, expect, it } from 'vitest';
import { buildProfilePayload, parseIndustryStartYear } from './profilePayload';

describe('parseIndustryStartYear', () => {
  it.each([
    ['2015', 2015],
    [' 2009 ', 2009],
    [2012, 2012],
    ['', null],
    ['   ', null],
    ['20x5', null],
    ['2015.5', null],
    [2015.5, null],
    [null, null],
    [undefined, null],
  ])('reads %j as %j', (input, expected) => {
    expect(parseIndustryStartYear(input)).toBe(expected);
  });
});

describe('buildProfilePayload', () => {
  it('leaves out empty, blank and null text fields and keeps the filled ones as typed', () => {
    const payload = buildProfilePayload({ name: 'Palm Vista Realty', address: '', ded: '   ', description: null, webUrl: 'https://palmvista.ae' });
    expect(payload).toEqual({ roleId: 4, name: 'Palm Vista Realty', webUrl: 'https://palmvista.ae', industryStartYear: null, isActive: true });
  });

  it('sends the start year as an integer', () => {
    expect(buildProfilePayload({ industryStartYear: '2011' }).industryStartYear).toBe(2011);
  });

  it('keeps the roleId the form carries, defaulting to 4', () => {
    expect(buildProfilePayload({ roleId: 7 }).roleId).toBe(7);
    expect(buildProfilePayload({ roleId: null }).roleId).toBe(4);
  });

  it('sends isActive true whatever the form says', () => {
    const form = { isActive: false, name: 'A' } as Parameters<typeof buildProfilePayload>[0];
    expect(buildProfilePayload(form).isActive).toBe(true);
  });

  it('sends service areas as their ids, an empty list included, and omits absent areas', () => {
    expect(buildProfilePayload({ areas: [{ id: 3, serviceArea: 'Dubai Marina' }, 7] }).areas).toEqual([3, 7]);
    expect(buildProfilePayload({ areas: [] }).areas).toEqual([]);
    expect(buildProfilePayload({ areas: null })).not.toHaveProperty('areas');
  });

  it('drops fields outside the spec payload, so a loaded profile can be passed as it is', () => {
    const profile = { id: 12, roleId: 4, email: 'admin@palmvista.ae', city: 'Dubai', zipCode: '00000', name: 'Palm Vista', industryStartYear: 2010 };
    expect(buildProfilePayload(profile)).toEqual({ roleId: 4, name: 'Palm Vista', industryStartYear: 2010, isActive: true });
  });
});

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
    ['٢٠١٥', 2015],
    ['۲۰۰۹', 2009],
    ['2015.5', null],
    [2015.5, null],
    [null, null],
    [undefined, null],
  ])('reads %j as %j', (input, expected) => {
    expect(parseIndustryStartYear(input)).toBe(expected);
  });
});

describe('buildProfilePayload', () => {
  it('sends empty, blank and null text fields as null (cleared), trims the filled ones, and leaves out absent ones', () => {
    const payload = buildProfilePayload({ name: '  Palm Vista Realty ', address: '', ded: '   ', description: null, webUrl: 'https://palmvista.ae' });
    expect(payload).toEqual({
      roleId: 4,
      name: 'Palm Vista Realty',
      address: null,
      ded: null,
      description: null,
      webUrl: 'https://palmvista.ae',
      industryStartYear: null,
      isActive: true,
    });
  });

  it('refuses text longer than the server takes', () => {
    expect(() => buildProfilePayload({ name: 'x'.repeat(256) })).toThrow();
    expect(buildProfilePayload({ name: 'x'.repeat(255) }).name).toHaveLength(255);
  });

  it('sends the start year as an integer, typed in Arabic-Indic digits too', () => {
    expect(buildProfilePayload({ industryStartYear: '2011' }).industryStartYear).toBe(2011);
    expect(buildProfilePayload({ industryStartYear: '٢٠١٥' }).industryStartYear).toBe(2015);
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
    const profile = { id: 12, roleId: 4, email: 'admin@palmvista.ae', city: 'Dubai', zipCode: '00000', name: 'Palm Vista', xurl: null, industryStartYear: 2010 };
    expect(buildProfilePayload(profile)).toEqual({ roleId: 4, name: 'Palm Vista', xurl: null, industryStartYear: 2010, isActive: true });
  });
});

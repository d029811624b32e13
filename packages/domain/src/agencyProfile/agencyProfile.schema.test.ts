import { describe, expect, it } from 'vitest';
import {
  agencyProfileSchema,
  agencyProfileUpdatePayloadSchema,
  agencyProfileUpdateResultSchema,
  serviceAreaSchema,
} from './agencyProfile.schema';

const profile = {
  id: 12,
  roleId: 4,
  userId: 301,
  loginId: 5012,
  name: 'Gulf Crest Properties',
  email: 'admin@gulfcrest.ae',
  businessEmail: 'sales@gulfcrest.ae',
  city: 'Dubai',
  industryStartYear: 2011,
  bRN: '48211',
  orn: '19203',
  xurl: null,
  isActive: true,
  dnd: false,
  areas: [
    { id: 1, serviceArea: 'Downtown Dubai' },
    { id: 4, serviceArea: 'Al Reem Island' },
  ],
};

describe('agency profile schema', () => {
  it('accepts a profile with its service areas', () => {
    const parsed = agencyProfileSchema.parse(profile);
    expect(parsed.areas?.map((area) => area.serviceArea)).toEqual(['Downtown Dubai', 'Al Reem Island']);
  });

  it('accepts a new profile holding only its id', () => {
    expect(agencyProfileSchema.safeParse({ id: 12 }).success).toBe(true);
  });

  it('rejects a fractional start year and a malformed service area', () => {
    expect(agencyProfileSchema.safeParse({ ...profile, industryStartYear: 2011.5 }).success).toBe(false);
    expect(serviceAreaSchema.safeParse({ id: 1 }).success).toBe(false);
  });
});

describe('agency profile update payload', () => {
  it('fills roleId 4 and isActive true', () => {
    const payload = agencyProfileUpdatePayloadSchema.parse({ name: 'Gulf Crest Properties', areas: [1, 4] });
    expect(payload).toEqual({ roleId: 4, isActive: true, name: 'Gulf Crest Properties', areas: [1, 4] });
  });

  it('keeps an explicit roleId and a null start year', () => {
    const payload = agencyProfileUpdatePayloadSchema.parse({ roleId: 4, industryStartYear: null });
    expect(payload.industryStartYear).toBeNull();
  });

  it('refuses isActive false, a start year as text and areas as objects', () => {
    expect(agencyProfileUpdatePayloadSchema.safeParse({ isActive: false }).success).toBe(false);
    expect(agencyProfileUpdatePayloadSchema.safeParse({ industryStartYear: '2011' }).success).toBe(false);
    expect(agencyProfileUpdatePayloadSchema.safeParse({ areas: [{ id: 1, serviceArea: 'Downtown Dubai' }] }).success).toBe(false);
  });

  it('reads the save answer with its message in either form', () => {
    expect(agencyProfileUpdateResultSchema.parse({ data: profile, message: { en: 'Profile updated successfully' } }).message).toEqual({
      en: 'Profile updated successfully',
    });
    expect(agencyProfileUpdateResultSchema.parse({ message: 'Saved' }).message).toBe('Saved');
  });
});

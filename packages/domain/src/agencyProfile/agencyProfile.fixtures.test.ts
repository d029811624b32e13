import { describe, expect, it } from 'vitest';
import { roleIds } from '../constants/roles';
import { expectSchemaRoundTrip, isDateIn2025Or2026, sampleMany } from '../fixtures/fixtureChecks.testing';
import { uaeAreaById } from '../fixtures/uaeAreas';
import { createAgencyProfile, serviceAreasOf } from './agencyProfile.fixtures';
import { agencyProfileSchema, agencyProfileUpdatePayloadSchema } from './agencyProfile.schema';

describe('createAgencyProfile', () => {
  const agencies = sampleMany((random) => createAgencyProfile(random));

  it('passes the agency profile schema unchanged, item after item', () => {
    expectSchemaRoundTrip(agencyProfileSchema, agencies);
  });

  it('is deterministic', () => {
    expect(createAgencyProfile(6)).toEqual(createAgencyProfile(6));
    expect(createAgencyProfile(6)).not.toEqual(createAgencyProfile(7));
  });

  it('is a complete roleId 4 profile with UAE numbers, licence numbers and media under /api/media', () => {
    for (const agency of agencies) {
      expect(agency.roleId).toBe(roleIds.AGENCY);
      expect(agency.mobileNumber).toMatch(/^\+971 5\d \d{3} \d{4}$/);
      expect(agency.contactNumber1).toMatch(/^\+971 [24] \d{3} \d{4}$/);
      expect(agency.ded).toMatch(/^\d{7}$/);
      expect(agency.bRN).toMatch(/^\d{5}$/);
      expect(agency.orn).toMatch(/^\d{5}$/);
      expect(agency.profilePicture).toMatch(/^\/api\/media\/[a-z-]+-logo\.jpg$/);
      expect(agency.coverImageURL).toMatch(/^\/api\/media\/[a-z-]+-cover\.jpg$/);
      expect(isDateIn2025Or2026(agency.lastLoginDate)).toBe(true);
    }
  });

  it('serves areas of its own emirate, two to five of them', () => {
    for (const agency of agencies) {
      const areas = agency.areas ?? [];
      expect(areas.length).toBeGreaterThanOrEqual(2);
      expect(areas.length).toBeLessThanOrEqual(5);
      for (const area of areas) expect(uaeAreaById(area.id).city).toBe(agency.city);
    }
  });

  it('can be saved back through the profile form', () => {
    for (const agency of agencies.slice(0, 20)) {
      const { areas, industryStartYear, ...rest } = agency;
      const fields = Object.fromEntries(Object.entries(rest).filter(([, value]) => typeof value === 'string'));
      agencyProfileUpdatePayloadSchema.parse({ ...fields, industryStartYear, areas: areas?.map((area) => area.id) });
    }
  });

  it('derives its addresses and links from the agency of the context', () => {
    const agency = { name: 'Marina Homes Real Estate', domain: 'marinahomes.ae', city: 'Dubai' } as const;
    const profile = createAgencyProfile(1, { id: 101 }, { agency });
    expect(profile).toMatchObject({
      id: 101,
      name: 'Marina Homes Real Estate',
      businessEmail: 'info@marinahomes.ae',
      website: 'https://www.marinahomes.ae',
      linkedinUrl: 'https://www.linkedin.com/company/marina-homes-real-estate',
      city: 'Dubai',
    });
  });
});

describe('serviceAreasOf', () => {
  it('names the areas with these ids, skipping unknown ones', () => {
    expect(serviceAreasOf([13, 3, 999])).toEqual([
      { id: 3, serviceArea: uaeAreaById(3).name },
      { id: 13, serviceArea: 'Al Reem Island' },
    ]);
  });
});

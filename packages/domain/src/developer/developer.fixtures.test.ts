import { describe, expect, it } from 'vitest';
import { roleIds } from '../constants/roles';
import { expectSchemaRoundTrip, sampleMany } from '../fixtures/fixtureChecks.testing';
import { developerCompanyPool } from '../fixtures/uaeData';
import { createDeveloper } from './developer.fixtures';
import { developerSchema } from './developer.schema';

describe('createDeveloper', () => {
  const developers = sampleMany((random) => createDeveloper(random));

  it('passes the developer schema unchanged, item after item', () => {
    expectSchemaRoundTrip(developerSchema, developers);
  });

  it('is deterministic', () => {
    expect(createDeveloper(8)).toEqual(createDeveloper(8));
    expect(createDeveloper(8)).not.toEqual(createDeveloper(9));
  });

  it('is a roleId 3 account of a developer company, its sales e-mail, city and logo', () => {
    for (const developer of developers) {
      expect(developer.roleId).toBe(roleIds.DEVELOPER);
      const company = developerCompanyPool.find((candidate) => candidate.name === developer.companyName);
      expect(company).toBeDefined();
      expect(developer.businessEmail).toBe(`sales@${company?.domain ?? ''}`);
      expect(developer.city).toBe(company?.city);
      expect(developer.phone).toMatch(company?.city === 'Dubai' ? /^\+971 4 / : /^\+971 2 /);
      expect(developer.profileImageURL).toMatch(/^\/api\/media\/developer-[a-z-]+\.jpg$/);
    }
  });

  it('uses the company of the context and lets overrides win', () => {
    const company = { name: 'Test Developments', domain: 'test.ae', city: 'Abu Dhabi' } as const;
    expect(createDeveloper(1, { id: 201 }, { company })).toMatchObject({
      id: 201,
      companyName: 'Test Developments',
      businessEmail: 'sales@test.ae',
      city: 'Abu Dhabi',
    });
  });
});

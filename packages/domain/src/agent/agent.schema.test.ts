import { describe, expect, it } from 'vitest';
import { accountsPageSchema } from '../springPage/springPage.schema';
import { agentSchema } from './agent.schema';

const agent = {
  id: 214,
  roleId: 5,
  firstName: 'Rashid',
  lastName: 'Al Suwaidi',
  jobTitle: null,
  companyName: 'Independent',
  brn: '55102',
  city: 'Abu Dhabi',
  country: 'UAE',
  businessEmail: 'rashid@agents.ae',
  email: 'rashid.suwaidi@example.ae',
  phone: '+971 50 765 4321',
  industryStartYear: 2016,
  languages: [
    { id: 1, language: 'Arabic' },
    { id: 2, language: 'English' },
    { id: 5, language: 'Urdu' },
  ],
  serviceAreas: [{ id: 4, serviceArea: 'Al Reem Island' }],
  isApproved: null,
  isActive: true,
  isHasAgency: false,
};

describe('agent schema', () => {
  it('accepts a pending agent with languages and service areas', () => {
    const parsed = agentSchema.parse(agent);
    expect(parsed.isApproved).toBeNull();
    expect(parsed.isRejected).toBeUndefined();
    expect(parsed.languages).toHaveLength(3);
  });

  it('accepts a rejected agent and one without approval flags', () => {
    expect(agentSchema.safeParse({ ...agent, isApproved: false, isRejected: true }).success).toBe(true);
    expect(agentSchema.safeParse({ ...agent, isApproved: undefined }).success).toBe(true);
  });

  it('rejects an account of another role and a language given as text', () => {
    expect(agentSchema.safeParse({ ...agent, roleId: 4 }).success).toBe(false);
    expect(agentSchema.safeParse({ ...agent, languages: ['Arabic'] }).success).toBe(false);
  });

  it('reads the accounts/get page whose items wrap the agent in data', () => {
    const page = accountsPageSchema(agentSchema).parse({
      content: [{ data: agent }],
      number: 0,
      size: 10,
      totalPages: 1,
      totalElements: 1,
      first: true,
      last: true,
      numberOfElements: 1,
      empty: false,
      pageable: { pageNumber: 0, pageSize: 10 },
    });
    expect(page.content[0]?.data.firstName).toBe('Rashid');
    expect(accountsPageSchema(agentSchema).safeParse({ ...page, content: [agent] }).success).toBe(false);
  });
});

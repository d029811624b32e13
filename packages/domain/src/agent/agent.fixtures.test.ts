import { describe, expect, it } from 'vitest';
import { agentApprovalState } from '../constants/agentApproval';
import { roleIds } from '../constants/roles';
import { expectSchemaRoundTrip, sampleMany } from '../fixtures/fixtureChecks.testing';
import { uaeAreaById } from '../fixtures/uaeAreas';
import { createAgent } from './agent.fixtures';
import { agentSchema } from './agent.schema';

describe('createAgent', () => {
  const agents = sampleMany((random) => createAgent(random));

  it('passes the agent schema unchanged, item after item', () => {
    expectSchemaRoundTrip(agentSchema, agents);
  });

  it('is deterministic', () => {
    expect(createAgent(12)).toEqual(createAgent(12));
    expect(createAgent(12)).not.toEqual(createAgent(13));
  });

  it('is a roleId 5 account with a BRN, a UAE mobile, English among its languages and areas of its city', () => {
    for (const agent of agents) {
      expect(agent.roleId).toBe(roleIds.AGENT);
      expect(agent.brn).toMatch(/^\d{5}$/);
      expect(agent.phone).toMatch(/^\+971 5\d \d{3} \d{4}$/);
      expect(agent.languages?.[0]).toEqual({ id: 1, language: 'English' });
      expect(new Set(agent.languages?.map((language) => language.id)).size).toBe(agent.languages?.length);
      for (const area of agent.serviceAreas ?? []) expect(uaeAreaById(area.id).city).toBe(agent.city);
      expect(agent.profileImageURL).toMatch(/^\/api\/media\/agent-[a-z-]+\.jpg$/);
    }
  });

  it('is independent by default and shows every approval state, mostly approved', () => {
    expect(agents.every((agent) => agent.isHasAgency === false && agent.companyName === null)).toBe(true);
    const states = agents.map((agent) => agentApprovalState(agent));
    expect(new Set(states)).toEqual(new Set(['APPROVED', 'PENDING', 'REJECTED', 'UNKNOWN']));
    expect(states.filter((state) => state === 'APPROVED').length).toBeGreaterThan(agents.length / 2);
  });

  it('works for the agency of the context: approved, with its name and a business e-mail at its domain', () => {
    const agent = createAgent(3, { id: 301 }, { agency: { name: 'Marina Homes Real Estate', domain: 'marinahomes.ae' } });
    expect(agent).toMatchObject({ id: 301, isHasAgency: true, companyName: 'Marina Homes Real Estate', isApproved: true });
    expect(agent.businessEmail).toMatch(/@marinahomes\.ae$/);
  });
});

import { createAgent, createAgentAgencyRelationship, createSeededRandom } from '@marketplace/domain/fixtures';
import { describe, expect, it } from 'vitest';
import { isEmailPending, matchesEmailSearch, rowFromAgent, rowFromRelationship } from './agentManagementRows';

const now = new Date(2026, 5, 1);

describe('agent management rows', () => {
  it('reads an agent account into a Find Agents row without a status', () => {
    const agent = createAgent(createSeededRandom(7), { firstName: 'Layla', lastName: 'Haddad', city: 'Dubai', country: 'UAE', industryStartYear: 2016 });
    const row = rowFromAgent(agent, now);
    expect(row).toMatchObject({ name: 'Layla Haddad', firstName: 'Layla', location: 'Dubai, UAE', experienceYears: 10, status: null, relationshipId: null });
  });

  it('never shows negative experience and none without a start year', () => {
    const random = createSeededRandom(3);
    expect(rowFromAgent(createAgent(random, { industryStartYear: 2030 }), now).experienceYears).toBe(0);
    expect(rowFromAgent(createAgent(random, { industryStartYear: null }), now).experienceYears).toBeNull();
  });

  it('reads a relationship into a row with its status and the first word of the name', () => {
    const relationship = createAgentAgencyRelationship(createSeededRandom(11), { agentName: 'Omar Al Farsi', status: 'PENDING', relationshipId: 42 });
    expect(rowFromRelationship(relationship, now)).toMatchObject({ firstName: 'Omar', name: 'Omar Al Farsi', status: 'PENDING', relationshipId: 42, key: 'relationship-42' });
  });

  it('matches pending e-mails and searches without case', () => {
    expect(isEmailPending(new Set(['Ali@Example.ae']), ' ali@example.ae')).toBe(true);
    expect(isEmailPending(new Set(['ali@example.ae']), null)).toBe(false);
    expect(matchesEmailSearch('Ali@Example.ae', 'EXAMPLE')).toBe(true);
    expect(matchesEmailSearch('ali@example.ae', 'noor')).toBe(false);
    expect(matchesEmailSearch(null, '')).toBe(true);
  });
});

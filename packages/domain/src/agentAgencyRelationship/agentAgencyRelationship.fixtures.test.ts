import { describe, expect, it } from 'vitest';
import { createAgent } from '../agent/agent.fixtures';
import { expectSchemaRoundTrip, sampleMany } from '../fixtures/fixtureChecks.testing';
import { createAgentAgencyRelationship, relationshipFromAgent } from './agentAgencyRelationship.fixtures';
import { agentAgencyRelationshipSchema } from './agentAgencyRelationship.schema';

describe('createAgentAgencyRelationship', () => {
  const relationships = sampleMany((random) => createAgentAgencyRelationship(random));

  it('passes the relationship schema unchanged, item after item', () => {
    expectSchemaRoundTrip(agentAgencyRelationshipSchema, relationships);
  });

  it('is deterministic', () => {
    expect(createAgentAgencyRelationship(2)).toEqual(createAgentAgencyRelationship(2));
    expect(createAgentAgencyRelationship(2)).not.toEqual(createAgentAgencyRelationship(3));
  });

  it('is ACCEPTED with a join date or PENDING without one', () => {
    expect(new Set(relationships.map((relationship) => relationship.status))).toEqual(new Set(['ACCEPTED', 'PENDING']));
    for (const relationship of relationships) {
      expect(relationship.joinDate === null).toBe(relationship.status === 'PENDING');
    }
  });
});

describe('relationshipFromAgent', () => {
  const agent = createAgent(4, { id: 317 });

  it("copies the agent's account, so the lists and the agent agree", () => {
    const relationship = relationshipFromAgent(agent, {
      relationshipId: 9,
      agencyName: 'Marina Homes Real Estate',
      status: 'ACCEPTED',
      joinDate: '2025-05-04T10:00:00',
    });
    expect(relationship).toMatchObject({
      relationshipId: 9,
      agentId: 317,
      agentName: `${agent.firstName ?? ''} ${agent.lastName ?? ''}`,
      agentEmail: agent.email,
      contactNumber1: agent.phone,
      languages: agent.languages,
      serviceAreas: agent.serviceAreas,
      agencyName: 'Marina Homes Real Estate',
      joinDate: '2025-05-04T10:00:00',
    });
    expect(relationship.address).toBe(`${agent.city ?? ''}, United Arab Emirates`);
    const abroad = relationshipFromAgent({ ...agent, city: 'London', country: 'United Kingdom' }, { relationshipId: 1, agencyName: 'x', status: 'ACCEPTED' });
    expect(abroad).toMatchObject({ address: 'London, United Kingdom', joinDate: null });
    const noCountry = relationshipFromAgent({ ...agent, city: 'Dubai', country: null }, { relationshipId: 1, agencyName: 'x', status: 'PENDING' });
    expect(noCountry.address).toBe('Dubai, United Arab Emirates');
  });

  it('drops the join date of a pending invitation and the address of an agent without a city', () => {
    const relationship = relationshipFromAgent(
      { ...agent, city: null, lastName: null },
      { relationshipId: 10, agencyName: 'Creekside Realty', status: 'PENDING', joinDate: '2025-05-04T10:00:00' },
    );
    expect(relationship).toMatchObject({ joinDate: null, address: null, agentName: agent.firstName });
  });
});

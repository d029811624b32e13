import { describe, expect, it } from 'vitest';
import { dataPageSchema } from '../springPage/springPage.schema';
import { agentAgencyRelationshipSchema, agentInvitePayloadSchema } from './agentAgencyRelationship.schema';

const relationship = {
  relationshipId: 31,
  agentId: 214,
  agentName: 'Rashid Al Suwaidi',
  agentEmail: 'rashid.suwaidi@example.ae',
  nationality: 'Emirati',
  industryStartYear: 2016,
  languages: [{ id: 1, language: 'Arabic' }],
  serviceAreas: [{ id: 4, serviceArea: 'Al Reem Island' }],
  joinDate: '2025-01-10',
  agencyName: 'Gulf Crest Properties',
  status: 'ACCEPTED',
};

describe('agent-agency relationship schema', () => {
  it('accepts accepted and pending relationships', () => {
    expect(agentAgencyRelationshipSchema.parse(relationship).status).toBe('ACCEPTED');
    expect(agentAgencyRelationshipSchema.safeParse({ ...relationship, status: 'PENDING' }).success).toBe(true);
  });

  it('rejects another status and a missing relationship id', () => {
    expect(agentAgencyRelationshipSchema.safeParse({ ...relationship, status: 'APPROVED' }).success).toBe(false);
    expect(agentAgencyRelationshipSchema.safeParse({ ...relationship, relationshipId: undefined }).success).toBe(false);
  });

  it('reads the list answer whose page sits in data', () => {
    const answer = dataPageSchema(agentAgencyRelationshipSchema).parse({
      data: { content: [relationship], number: 0, size: 10, totalPages: 1, totalElements: 1, first: true, last: true },
    });
    expect(answer.data.content[0]?.agentName).toBe('Rashid Al Suwaidi');
  });
});

describe('agent invite payload', () => {
  const invite = { agencyId: 12, agentEmail: 'rashid.suwaidi@example.ae', status: 'PENDING' };

  it('accepts a pending invitation', () => {
    expect(agentInvitePayloadSchema.parse(invite)).toEqual(invite);
  });

  it('rejects another status and a missing e-mail', () => {
    expect(agentInvitePayloadSchema.safeParse({ ...invite, status: 'ACCEPTED' }).success).toBe(false);
    expect(agentInvitePayloadSchema.safeParse({ ...invite, agentEmail: ' ' }).success).toBe(false);
  });
});

import { type AgentAgencyStatus } from '../constants/agentAgencyStatus';
import { type Agent } from '../agent/agent.schema';
import { createAgent } from '../agent/agent.fixtures';
import { randomDateTime } from '../fixtures/fixtureDates';
import { chance, toRandom, type RandomSource } from '../fixtures/randomPicks';
import { agencyNamePool, uaeCountry } from '../fixtures/uaeData';
import { type AgentAgencyRelationship } from './agentAgencyRelationship.schema';

/** The relationship's own facts, beyond what the agent's account says. */
export interface RelationshipDetails {
  readonly relationshipId: number;
  readonly agencyName: string;
  readonly status: AgentAgencyStatus;
  /** When the agent joined; only an ACCEPTED relationship has one. */
  readonly joinDate?: string | null;
}

/**
 * The relationship record the agency's lists show for an agent: the agent's contact details,
 * languages and service areas copied from their account, so both always agree.
 */
export function relationshipFromAgent(agent: Agent, details: RelationshipDetails): AgentAgencyRelationship {
  return {
    relationshipId: details.relationshipId,
    agentId: agent.id,
    agentName: [agent.firstName, agent.lastName].filter(Boolean).join(' '),
    agentEmail: agent.email,
    contactNumber1: agent.phone,
    contactNumber2: agent.contactNumber2,
    whatsAppNumber: agent.whatsAppNumber,
    businessEmail: agent.businessEmail,
    address: agent.city ? `${agent.city}, ${agent.country ?? uaeCountry}` : null,
    nationality: agent.nationality,
    industryStartYear: agent.industryStartYear,
    brn: agent.brn,
    description: agent.description,
    profileImageURL: agent.profileImageURL,
    coverImageURL: agent.coverImageURL,
    facebookURL: agent.facebookURL,
    instagramURL: agent.instagramURL,
    linkedinURL: agent.linkedinURL,
    youtubeURL: agent.youtubeURL,
    xurl: agent.xurl,
    languages: agent.languages,
    serviceAreas: agent.serviceAreas,
    isActive: agent.isActive,
    joinDate: details.status === 'ACCEPTED' ? (details.joinDate ?? null) : null,
    agencyName: details.agencyName,
    status: details.status,
  };
}

/** A relationship between a random agent and a random agency, ACCEPTED or PENDING; overrides win. */
export function createAgentAgencyRelationship(
  source: RandomSource,
  overrides: Partial<AgentAgencyRelationship> = {},
): AgentAgencyRelationship {
  const random = toRandom(source);
  const status: AgentAgencyStatus = chance(random, 0.6) ? 'ACCEPTED' : 'PENDING';
  const relationship = relationshipFromAgent(createAgent(random), {
    relationshipId: random.int(1, 99_999),
    agencyName: random.pick(agencyNamePool).name,
    status,
    joinDate: randomDateTime(random),
  });
  return { ...relationship, ...overrides };
}

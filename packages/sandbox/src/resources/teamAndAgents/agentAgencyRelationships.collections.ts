import type { Agent, AgentAgencyRelationship, AgentAgencyStatus } from '@marketplace/domain';
import { createCollection, type Collection, type NewRecord } from '../../db/collection';

/**
 * A relationship as the sandbox stores it: the listed fields plus the agency it belongs to, which
 * the list path names but the listed record does not carry.
 */
export type StoredRelationship = AgentAgencyRelationship & { agencyId: number };

/** The agent-agency relationships table, keyed by `relationshipId`. */
export type RelationshipCollection = Collection<StoredRelationship, 'relationshipId'>;

/** A seeded relationship and the agency it belongs to. */
export interface RelationshipSeed {
  readonly relationship: AgentAgencyRelationship;
  readonly agencyId: number;
}

/** The seeded relationships, each stored with its agency's id. */
export function createRelationshipCollection(relationships: readonly RelationshipSeed[]): RelationshipCollection {
  return createCollection<StoredRelationship, 'relationshipId'>(
    relationships.map(({ relationship, agencyId }) => ({ ...relationship, agencyId })),
    { key: 'relationshipId' },
  );
}

/** The listed record of a stored relationship: the agency id stays on the server. */
export function relationshipView({ agencyId: _agencyId, ...relationship }: StoredRelationship): AgentAgencyRelationship {
  return relationship;
}

/** What the agent's account says, copied into a new relationship so both always agree. */
export function relationshipForAgent(
  agent: Agent,
  details: { agencyId: number; agencyName: string | null; status: AgentAgencyStatus; now: string },
): NewRecord<StoredRelationship, 'relationshipId'> {
  return {
    agencyId: details.agencyId,
    agentId: agent.id,
    agentName: [agent.firstName, agent.lastName].filter(Boolean).join(' ') || null,
    agentEmail: agent.email ?? null,
    contactNumber1: agent.phone ?? null,
    contactNumber2: agent.contactNumber2 ?? null,
    whatsAppNumber: agent.whatsAppNumber ?? null,
    businessEmail: agent.businessEmail ?? null,
    address: agent.city ? [agent.city, agent.country].filter(Boolean).join(', ') : null,
    nationality: agent.nationality ?? null,
    industryStartYear: agent.industryStartYear ?? null,
    brn: agent.brn ?? null,
    description: agent.description ?? null,
    profileImageURL: agent.profileImageURL ?? null,
    coverImageURL: agent.coverImageURL ?? null,
    facebookURL: agent.facebookURL ?? null,
    instagramURL: agent.instagramURL ?? null,
    linkedinURL: agent.linkedinURL ?? null,
    youtubeURL: agent.youtubeURL ?? null,
    xurl: agent.xurl ?? null,
    languages: agent.languages ?? [],
    serviceAreas: agent.serviceAreas ?? [],
    isActive: agent.isActive ?? true,
    joinDate: details.status === 'ACCEPTED' ? details.now : null,
    agencyName: details.agencyName,
    status: details.status,
  };
}

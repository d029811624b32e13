import { createRelationshipCollection } from './teamAndAgents/agentAgencyRelationships.collections';
import { agentAgencyRelationshipRoutes } from './teamAndAgents/agentAgencyRelationships.routes';
import { createTeamMemberCollection } from './teamAndAgents/teamMembers.collections';
import { teamMemberRoutes } from './teamAndAgents/teamMembers.routes';
import type { SandboxSeed } from './sandboxSeed';

/**
 * An agency's team members and its agent-agency relationships (spec 2), built from the shared seed.
 * The relationships read the accounts host's `accountAgencies` and update its `accountAgents`
 * (their `isHasAgency`), so both hosts tell one story.
 */
export function createTeamAndAgentsCollections(seed: SandboxSeed) {
  return {
    teamMembers: createTeamMemberCollection(seed.teamMembers),
    agentAgencyRelationships: createRelationshipCollection(seed.agentAgencyRelationships),
  };
}

/** The route modules of team members and agent-agency relationships, both served on the property host. */
export const teamAndAgentsRoutes = [teamMemberRoutes, agentAgencyRelationshipRoutes] as const;

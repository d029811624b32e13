import type { SandboxRouteModule } from '../handlers/buildSandboxHandlers';
import { createRelationshipCollection } from './peopleHost/agentAgencyRelationships.collections';
import { agentAgencyRelationshipRoutes } from './peopleHost/agentAgencyRelationships.routes';
import { createFaqCollection } from './peopleHost/faqs.collections';
import { faqRoutes } from './peopleHost/faqs.routes';
import { createTeamMemberCollection } from './peopleHost/teamMembers.collections';
import { teamMemberRoutes } from './peopleHost/teamMembers.routes';
import type { SandboxDatabase } from './sandboxDatabase';
import type { SandboxSeed } from './sandboxSeed';

/**
 * This group's collections, built from the shared seed: team members, agent-agency relationships and
 * property FAQs. The relationships read the accounts host's `accountAgencies` and update its
 * `accountAgents` (their `isHasAgency`), so both hosts tell one story.
 */
export function createPeopleHostCollections(seed: SandboxSeed) {
  return {
    teamMembers: createTeamMemberCollection(seed.teamMembers),
    agentAgencyRelationships: createRelationshipCollection(seed.agentAgencyRelationships),
    faqs: createFaqCollection(seed.faqs),
  };
}

/** This group's route modules: team members, agent-agency relationships and FAQs, all on the property host. */
export const peopleHostRoutes: readonly SandboxRouteModule<SandboxDatabase>[] = [
  teamMemberRoutes,
  agentAgencyRelationshipRoutes,
  faqRoutes,
];

import { createAgent, createSeedData, createSeededRandom } from '@marketplace/domain/fixtures';
import { rowFromAgent, rowFromRelationship, type AgentManagementRow } from '../agentManagementRows';
import type { AgentManagementTab } from '../agentManagementViewState';

/** The moment the stories count experience from, so a story reads the same every year. */
export const storyNow = new Date(2026, 10, 1);

const seed = createSeedData();
const demoRelationships = seed.agentAgencyRelationships.filter(({ agencyId }) => agencyId === seed.demoAgency.id).map(({ relationship }) => relationship);

/** Each tab's rows from the seed: the agents without an agency, the demo agency's invitations and its agents. */
export function seededRows(): Record<AgentManagementTab, readonly AgentManagementRow[]> {
  return {
    findAgents: seed.agents.filter((agent) => agent.isHasAgency === false).map((agent) => rowFromAgent(agent, storyNow)),
    pendingRequests: demoRelationships.filter((relationship) => relationship.status === 'PENDING').map((row) => rowFromRelationship(row, storyNow)),
    ourAgents: demoRelationships.filter((relationship) => relationship.status === 'ACCEPTED').map((row) => rowFromRelationship(row, storyNow)),
  };
}

/** The e-mails of the demo agency's open invitations. */
export function seededPendingEmails(): ReadonlySet<string> {
  return new Set(demoRelationships.filter((relationship) => relationship.status === 'PENDING').flatMap((relationship) => relationship.agentEmail ?? []));
}

/** A full page of agents with long names, e-mails and places, many languages, and a start year ahead of the calendar. */
export function longContentRows(): readonly AgentManagementRow[] {
  const random = createSeededRandom(151);
  return Array.from({ length: 10 }, (_, index) =>
    rowFromAgent(
      createAgent(random, {
        id: 90_000 + index,
        firstName: 'Mohammed Abdulrahman',
        lastName: `Al Mansoori Al Falasi Bin Rashid ${index + 1}`,
        email: `mohammed.abdulrahman.al.mansoori.${index + 1}@very-long-brokerage-domain-name.ae`,
        city: 'Jumeirah Lake Towers, Dubai Marina',
        country: 'United Arab Emirates',
        industryStartYear: index === 0 ? storyNow.getFullYear() + 2 : 1998,
        languages: ['English', 'Arabic', 'Hindi', 'Urdu', 'French'].map((language, position) => ({ id: position + 1, language })),
      }),
      storyNow,
    ),
  );
}

/** Listed properties for the detail dialog, from the seed. */
export function storyProperties(count = 3) {
  return seed.properties.slice(0, count).map(({ property }) => property);
}

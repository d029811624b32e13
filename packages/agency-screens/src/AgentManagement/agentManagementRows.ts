import { experienceYears, type Agent, type AgentAgencyRelationship, type AgentAgencyStatus } from '@marketplace/domain';

/** A social profile of an agent, by network. */
export interface AgentSocialLinks {
  readonly facebook: string | null;
  readonly instagram: string | null;
  readonly linkedin: string | null;
  readonly youtube: string | null;
  readonly x: string | null;
}

/**
 * One row of any of the three tabs: an agent account (Find Agents) or an agency relationship
 * (Pending Requests, Our Agents), read into the same shape so one table and one dialog show both.
 */
export interface AgentManagementRow {
  /** Stable across renders and unique within a tab. */
  readonly key: string;
  /** The agent's account id, for the properties of the detail dialog; null when the relationship has none. */
  readonly agentId: number | null;
  /** Only rows that belong to the agency have one. */
  readonly relationshipId: number | null;
  /** What the invitation messages call the agent ('Invitation sent to {first name}'). */
  readonly firstName: string;
  readonly name: string;
  readonly email: string | null;
  readonly phone: string | null;
  readonly location: string | null;
  /** Current year minus the start year, never below 0; null without a start year. */
  readonly experienceYears: number | null;
  readonly languages: readonly string[];
  /** PENDING or ACCEPTED for rows that belong to the agency, null for Find Agents rows. */
  readonly status: AgentAgencyStatus | null;
  readonly imageUrl: string | null;
  readonly jobTitle: string | null;
  readonly company: string | null;
  readonly brn: string | null;
  readonly nationality: string | null;
  readonly description: string | null;
  readonly whatsApp: string | null;
  readonly businessEmail: string | null;
  readonly serviceAreas: readonly string[];
  readonly social: AgentSocialLinks;
  /** When an accepted agent joined, as the server sent it. */
  readonly joinDate: string | null;
}

function text(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

function joined(parts: readonly (string | null | undefined)[], separator: string): string | null {
  return text(parts.map(text).filter((part) => part !== null).join(separator));
}

/** A Find Agents row from an agent account (spec 2 section 3). */
export function rowFromAgent(agent: Agent, now: Date): AgentManagementRow {
  const email = text(agent.email);
  const name = joined([agent.firstName, agent.lastName], ' ') ?? email ?? '';
  return {
    key: `agent-${agent.id}`,
    agentId: agent.id,
    relationshipId: null,
    firstName: text(agent.firstName) ?? name,
    name,
    email,
    phone: text(agent.phone),
    location: joined([agent.city, agent.country], ', '),
    experienceYears: experienceYears(agent.industryStartYear, { now }),
    languages: (agent.languages ?? []).map((entry) => entry.language),
    status: null,
    imageUrl: text(agent.profileImageURL),
    jobTitle: text(agent.jobTitle),
    company: text(agent.companyName),
    brn: text(agent.brn),
    nationality: text(agent.nationality),
    description: text(agent.description),
    whatsApp: text(agent.whatsAppNumber),
    businessEmail: text(agent.businessEmail),
    serviceAreas: (agent.serviceAreas ?? []).map((entry) => entry.serviceArea),
    social: {
      facebook: text(agent.facebookURL),
      instagram: text(agent.instagramURL),
      linkedin: text(agent.linkedinURL),
      youtube: text(agent.youtubeURL),
      x: text(agent.xurl),
    },
    joinDate: null,
  };
}

/** A Pending Requests or Our Agents row from an agency relationship (spec 2 section 3). */
export function rowFromRelationship(relationship: AgentAgencyRelationship, now: Date): AgentManagementRow {
  const email = text(relationship.agentEmail);
  const name = text(relationship.agentName) ?? email ?? '';
  return {
    key: `relationship-${relationship.relationshipId}`,
    agentId: relationship.agentId ?? null,
    relationshipId: relationship.relationshipId,
    firstName: name.split(/\s+/)[0] ?? name,
    name,
    email,
    phone: text(relationship.contactNumber1),
    location: text(relationship.address),
    experienceYears: experienceYears(relationship.industryStartYear, { now }),
    languages: (relationship.languages ?? []).map((entry) => entry.language),
    status: relationship.status,
    imageUrl: text(relationship.profileImageURL),
    jobTitle: null,
    company: text(relationship.agencyName),
    brn: text(relationship.brn),
    nationality: text(relationship.nationality),
    description: text(relationship.description),
    whatsApp: text(relationship.whatsAppNumber),
    businessEmail: text(relationship.businessEmail),
    serviceAreas: (relationship.serviceAreas ?? []).map((entry) => entry.serviceArea),
    social: {
      facebook: text(relationship.facebookURL),
      instagram: text(relationship.instagramURL),
      linkedin: text(relationship.linkedinURL),
      youtube: text(relationship.youtubeURL),
      x: text(relationship.xurl),
    },
    joinDate: text(relationship.joinDate),
  };
}

/** E-mails compare without case or surrounding spaces, as the server matches them. */
export function comparableEmail(email: string | null | undefined): string {
  return email?.trim().toLowerCase() ?? '';
}

/** Whether the e-mail is in the pending set (spec 2 section 7.3); a row without an e-mail never is. */
export function isEmailPending(pendingEmails: ReadonlySet<string>, email: string | null): boolean {
  const wanted = comparableEmail(email);
  if (wanted === '') return false;
  for (const pending of pendingEmails) if (comparableEmail(pending) === wanted) return true;
  return false;
}

/** The client-side e-mail search of the agency's lists (spec 2 section 7.3): the term anywhere in the e-mail, any case. */
export function matchesEmailSearch(email: string | null | undefined, term: string): boolean {
  const wanted = comparableEmail(term);
  return wanted === '' || comparableEmail(email).includes(wanted);
}

/** Statuses of an agent-agency relationship (spec 2 sections 3 and 4). */
export const agentAgencyStatuses = ['PENDING', 'ACCEPTED'] as const;

/** One of the agent-agency relationship statuses. */
export type AgentAgencyStatus = (typeof agentAgencyStatuses)[number];

/** The status an invitation is created with (spec 2 section 7.3). */
export const invitationStatus = 'PENDING' satisfies AgentAgencyStatus;

/** Whether a value is an agent-agency relationship status. */
export function isAgentAgencyStatus(value: unknown): value is AgentAgencyStatus {
  return typeof value === 'string' && (agentAgencyStatuses as readonly string[]).includes(value);
}

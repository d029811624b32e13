/** How an agent's approval reads in the agent list (spec 2 section 4). */
export const agentApprovalStates = ['PENDING', 'APPROVED', 'REJECTED', 'UNKNOWN'] as const;

/** One of the agent approval display states. */
export type AgentApprovalState = (typeof agentApprovalStates)[number];

/** Label of each agent approval state (spec 2 section 4). */
export const agentApprovalLabels = {
  PENDING: 'Pending',
  APPROVED: 'Approved',
  REJECTED: 'Rejected',
  UNKNOWN: 'Unknown',
} as const satisfies Record<AgentApprovalState, string>;

/** The approval flags of an agent account as the server sends them. */
export interface AgentApprovalFlags {
  isApproved?: boolean | null;
  isRejected?: boolean | null;
}

/**
 * The display state of an agent: isApproved null is Pending, true Approved, false with isRejected
 * Rejected; anything else (a missing isApproved, false without isRejected) is Unknown.
 */
export function agentApprovalState({ isApproved, isRejected }: AgentApprovalFlags): AgentApprovalState {
  if (isApproved === null) return 'PENDING';
  if (isApproved === true) return 'APPROVED';
  if (isApproved === false && isRejected === true) return 'REJECTED';
  return 'UNKNOWN';
}

/** The display label of an agent's approval flags. */
export function agentApprovalLabel(flags: AgentApprovalFlags): string {
  return agentApprovalLabels[agentApprovalState(flags)];
}

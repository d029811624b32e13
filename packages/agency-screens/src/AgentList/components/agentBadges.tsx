import { agentApprovalState, listingStatusBadge, type Agent, type ListingStatusBadgeTone, type LookupRef } from '@marketplace/domain';
import { Badge, type BadgeProps } from '@marketplace/ui';
import { useAgentListMessages } from '../../messages';

const approvalTones = { APPROVED: 'success', PENDING: 'warning', REJECTED: 'danger', UNKNOWN: 'neutral' } as const;
const approvalCopy = { APPROVED: 'approved', PENDING: 'pending', REJECTED: 'rejected', UNKNOWN: 'unknown' } as const;

/** The Status column: Pending, Approved, Rejected or Unknown from the approval flags (spec 2 section 4). */
export function ApprovalBadge({ agent }: { agent: Pick<Agent, 'isApproved' | 'isRejected'> }) {
  const copy = useAgentListMessages();
  const state = agentApprovalState(agent);
  return <Badge tone={approvalTones[state]}>{copy.approval[approvalCopy[state]]}</Badge>;
}

const listingTones: Record<ListingStatusBadgeTone, NonNullable<BadgeProps['tone']>> = {
  available: 'success',
  sold: 'danger',
  pending: 'warning',
  other: 'neutral',
  unknown: 'neutral',
};

/** The property dialog's listing status: green available, red sold, yellow pending, grey otherwise, 'Status Unknown' without one. */
export function ListingStatusBadge({ status }: { status: LookupRef | null | undefined }) {
  const copy = useAgentListMessages();
  const badge = listingStatusBadge(status);
  return (
    <Badge tone={listingTones[badge.tone]} data-tone={badge.tone} dir="auto">
      {badge.name ?? copy.property.statusUnknown}
    </Badge>
  );
}

import { isConstructionStatusId, resolveConstructionStatusId, type ConstructionStatusId, type Project } from '@marketplace/domain';
import { Badge, type BadgeProps } from '@marketplace/ui';
import { useStatusesMessages } from '../messages';

const tones: Record<ConstructionStatusId, NonNullable<BadgeProps['tone']>> = {
  1: 'info',
  2: 'warning',
  3: 'success',
  4: 'danger',
  5: 'warning',
  6: 'danger',
  7: 'primary',
};

export interface ConstructionStatusBadgeProps {
  status: Project['constructionStatus'];
  /** The add-to-project view, where id 3 reads 'Complete' (spec 3 section 3). @default false */
  detailView?: boolean;
}

/** A project's construction status: a missing one counts as Planned, an unknown id reads 'Unknown'. */
export function ConstructionStatusBadge({ status, detailView = false }: ConstructionStatusBadgeProps) {
  const messages = useStatusesMessages();
  const id = resolveConstructionStatusId(status?.id);
  if (!isConstructionStatusId(id)) return <Badge tone="neutral">{messages.constructionUnknown}</Badge>;
  return <Badge tone={tones[id]}>{detailView && id === 3 ? messages.constructionComplete : messages.constructionStatus[id]}</Badge>;
}

/** The status label as text, for the details summary. */
export function useConstructionStatusLabel(status: Project['constructionStatus']): string {
  const messages = useStatusesMessages();
  const id = resolveConstructionStatusId(status?.id);
  return isConstructionStatusId(id) ? messages.constructionStatus[id] : messages.constructionUnknown;
}

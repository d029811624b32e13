import { isConstructionStatusId, resolveConstructionStatusId, type ConstructionStatusId } from '@marketplace/domain';
import { StatusChip, type Tone } from '@marketplace/ui';
import * as styles from './PropertyCard.css';
import { useStatusesMessages } from '../messages';

const constructionTones: Record<ConstructionStatusId, Tone> = {
  1: 'neutral',
  2: 'info',
  3: 'success',
  4: 'warning',
  5: 'warning',
  6: 'danger',
  7: 'primary',
};

/** The construction status on the card's picture: a missing one reads Planned, an unknown id 'Unknown' (spec 3 section 3). */
export function ConstructionChip({ statusId }: { statusId: number | null | undefined }) {
  const messages = useStatusesMessages();
  const id = resolveConstructionStatusId(statusId);
  const known = isConstructionStatusId(id);
  return (
    <StatusChip className={styles.constructionChip} tone={known ? constructionTones[id] : 'neutral'}>
      {known ? messages.constructionStatus[id] : messages.constructionUnknown}
    </StatusChip>
  );
}

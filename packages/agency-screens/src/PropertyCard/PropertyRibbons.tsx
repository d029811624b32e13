import { propertyRibbons, type Property, type PropertyRibbonKind } from '@marketplace/domain';
import { Badge, type Tone } from '@marketplace/ui';
import * as styles from './PropertyCard.css';
import { usePropertyCardMessages } from '../messages';

const ribbonTones: Record<PropertyRibbonKind, Tone> = {
  pending: 'warning',
  adminRejected: 'danger',
  public: 'success',
  devApproved: 'success',
  devRejected: 'danger',
  devPending: 'warning',
  project: 'info',
};

/** The status ribbons on a card's picture (spec 3 section 2.9), as a list named 'Status'. */
export function PropertyRibbons({ property }: { property: Property }) {
  const messages = usePropertyCardMessages();
  const ribbons = propertyRibbons(property);
  if (ribbons.length === 0) return null;
  return (
    <ul className={styles.ribbons} aria-label={messages.statusLabel}>
      {ribbons.map((kind) => (
        <li key={kind}>
          <Badge tone={ribbonTones[kind]}>{messages.ribbons[kind]}</Badge>
        </li>
      ))}
    </ul>
  );
}

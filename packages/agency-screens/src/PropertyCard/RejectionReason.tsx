import { propertyRejectionReasons, type Property } from '@marketplace/domain';
import { PlainButton, Text } from '@marketplace/ui';
import { useId, useState } from 'react';
import * as styles from './PropertyCard.css';
import { usePropertyCardMessages } from '../messages';

/**
 * A reviewer's reason, in the direction of its own language: alone it is the paragraph (`dir="auto"`);
 * after a label ('Admin: ') it is isolated from the label in a `<bdi>`.
 */
function ReasonText({ label, reason }: { label: string | null; reason: string }) {
  if (label === null) {
    return (
      <p dir="auto" className={styles.reasonText}>
        {reason}
      </p>
    );
  }
  return (
    <p className={styles.reasonText}>
      <strong>{label}: </strong>
      <bdi>{reason}</bdi>
    </p>
  );
}

/**
 * The card's rejection reason, collapsed behind Show / Hide (spec 3 section 2.9). A listing the admin
 * and the developer both rejected shows both reasons, each named. Reasons are text, never markup.
 */
export function RejectionReason({ property }: { property: Property }) {
  const messages = usePropertyCardMessages();
  const [isOpen, setIsOpen] = useState(false);
  const regionId = useId();
  const { admin, developer } = propertyRejectionReasons(property);
  if (admin === null && developer === null) return null;
  const both = admin !== null && developer !== null;
  return (
    <div className={styles.reasonBox}>
      <div className={styles.reasonHeader}>
        <Text as="span" size="small" weight="semibold">
          {messages.rejectionReason}
        </Text>
        <PlainButton variant="ghost" size="small" aria-expanded={isOpen} aria-controls={regionId} onClick={() => setIsOpen((open) => !open)}>
          {isOpen ? messages.hideReason : messages.showReason}
        </PlainButton>
      </div>
      <div id={regionId} hidden={!isOpen}>
        {admin !== null ? (
          <ReasonText label={both ? messages.adminReason : null} reason={admin} />
        ) : null}
        {developer !== null ? (
          <ReasonText label={both ? messages.developerReason : null} reason={developer} />
        ) : null}
      </div>
    </div>
  );
}

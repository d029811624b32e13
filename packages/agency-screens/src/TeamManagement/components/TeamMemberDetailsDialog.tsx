import type { TeamMember } from '@marketplace/domain';
import { Avatar, Button, Dialog, Modal, Stack, Text } from '@marketplace/ui';
import { useState } from 'react';
import * as styles from './TeamMemberDetails.css';
import { useTeamMessages } from '../../messages';

export interface TeamMemberDetailsDialogProps {
  /** The member shown; null when closed. */
  readonly member: TeamMember | null;
  readonly onClose: () => void;
  readonly resolveImageUrl: (path: string | null | undefined) => string | null | undefined;
  readonly formatDate: (value: string) => string;
}

/**
 * 'Team Member Details' (spec 2 section 2.1): photo, name, title, e-mail, mobile and 'Member since'.
 * Closed with its Close button only, never Escape or a click outside (spec 2 section 4).
 */
export function TeamMemberDetailsDialog({ member, onClose, resolveImageUrl, formatDate }: TeamMemberDetailsDialogProps) {
  const messages = useTeamMessages();
  // The dialog keeps showing its member while it animates out.
  const [shown, setShown] = useState(member);
  if (member !== null && member !== shown) setShown(member);
  const notProvided = (
    <Text as="span" tone="muted">
      {messages.notProvided}
    </Text>
  );

  return (
    <Modal size="small" isOpen={member !== null} isDismissable={false} isKeyboardDismissDisabled>
      <Dialog
        title={messages.details.title}
        footer={
          <Button variant="secondary" onPress={onClose}>
            {messages.details.close}
          </Button>
        }
      >
        {shown ? (
          <Stack gap="large">
            <Stack direction="row" gap="medium" alignItems="center">
              <Avatar size="large" src={resolveImageUrl(shown.imgUrl) ?? undefined} name={shown.name} alt={messages.photoAlt(shown.name)} />
              <Stack gap="xsmall" minInlineSize={0}>
                <Text as="p" size="large" weight="semibold" className={styles.wrap}>
                  <span dir="auto">{shown.name}</span>
                </Text>
                <Text as="p" tone="muted" className={styles.wrap}>
                  <span dir="auto">{shown.title}</span>
                </Text>
              </Stack>
            </Stack>
            <dl className={styles.facts}>
              <dt className={styles.term}>{messages.details.email}</dt>
              <dd className={styles.value}>{shown.email ? (
                  <a href={`mailto:${shown.email}`} dir="ltr">
                    {shown.email}
                  </a>
                ) : (
                  notProvided
                )}</dd>
              <dt className={styles.term}>{messages.details.mobile}</dt>
              <dd className={styles.value}>{shown.mobile ? <span dir="ltr">{shown.mobile}</span> : notProvided}</dd>
              <dt className={styles.term}>{messages.details.memberSince}</dt>
              <dd className={styles.value}>{shown.created ? formatDate(shown.created) : notProvided}</dd>
            </dl>
          </Stack>
        ) : null}
      </Dialog>
    </Modal>
  );
}

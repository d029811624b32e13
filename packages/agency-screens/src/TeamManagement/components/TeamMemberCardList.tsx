import type { TeamMember } from '@marketplace/domain';
import { Avatar } from '@marketplace/ui';
import { memo } from 'react';
import { LabelledLine } from '../../shared/LabelledLine';
import { TeamMemberActions, type TeamMemberActionHandlers } from './teamMemberActions';
import * as styles from './TeamMemberList.css';
import { useTeamMessages } from '../../messages';

export interface TeamMemberCardListProps extends TeamMemberActionHandlers {
  /** One page of members. */
  readonly members: readonly TeamMember[];
  readonly resolveImageUrl: (path: string | null | undefined) => string | null | undefined;
}

/** The list below 768 px: one card per member with photo, name, title, e-mail, mobile and the actions. */
export const TeamMemberCardList = memo(function TeamMemberCardList({ members, resolveImageUrl, onView, onEdit, onDelete, onIntent }: TeamMemberCardListProps) {
  const messages = useTeamMessages();
  return (
    <ul aria-label={messages.listLabel} className={styles.cards}>
      {members.map((member) => (
        <li key={member.id} className={styles.card}>
          <Avatar size="medium" src={resolveImageUrl(member.imgUrl) ?? undefined} name={member.name} alt={messages.photoAlt(member.name)} />
          <div className={styles.cardBody}>
            <p dir="auto" className={styles.cardName} title={member.name}>
              {member.name}
            </p>
            <p dir="auto" className={styles.cardLine} title={member.title ?? undefined}>
              {member.title}
            </p>
            <LabelledLine className={styles.cardLineText} label={messages.columns.email} dir={member.email ? 'ltr' : 'auto'} title={member.email ?? undefined}>
              {member.email ?? messages.notProvided}
            </LabelledLine>
            <LabelledLine className={styles.cardLineText} label={messages.columns.mobile} dir={member.mobile ? 'ltr' : 'auto'}>
              {member.mobile ?? messages.notProvided}
            </LabelledLine>
          </div>
          <TeamMemberActions member={member} onView={onView} onEdit={onEdit} onDelete={onDelete} onIntent={onIntent} className={styles.cardActions} />
        </li>
      ))}
    </ul>
  );
});

import type { TeamMember } from '@marketplace/domain';
import { Avatar, DataTable, type DataTableColumn } from '@marketplace/ui';
import { memo, useCallback, useMemo } from 'react';
import { TeamMemberActions, type TeamMemberActionHandlers } from './teamMemberActions';
import * as styles from './TeamMemberList.css';
import { useCommonMessages, useTeamMessages } from '../../messages';
import { truncated } from '../../shared/truncated.css';

type TeamColumnId = 'photo' | 'name' | 'title' | 'email' | 'mobile' | 'actions';
const columnIds: readonly TeamColumnId[] = ['photo', 'name', 'title', 'email', 'mobile', 'actions'];

export interface TeamMemberTableProps extends TeamMemberActionHandlers {
  /** One page of members. */
  readonly members: readonly TeamMember[];
  readonly resolveImageUrl: (path: string | null | undefined) => string | null | undefined;
}

function Truncated({ children, dir = 'auto' }: { children: string; dir?: 'auto' | 'ltr' }) {
  // The full text on hover; `dir="auto"` lays out Arabic names right to left, an e-mail or a mobile
  // number is always left to right.
  return (
    <span dir={dir} title={children} className={truncated}>
      {children}
    </span>
  );
}

/** The wide-screen list: Photo, Name, Job Title, Email, Mobile and the View, Edit and Delete actions. */
export const TeamMemberTable = memo(function TeamMemberTable({ members, resolveImageUrl, onView, onEdit, onDelete, onIntent }: TeamMemberTableProps) {
  const messages = useTeamMessages();
  const common = useCommonMessages();
  const columns = useMemo<readonly DataTableColumn<TeamColumnId>[]>(
    () => columnIds.map((id) => ({ id, label: messages.columns[id], isRowHeader: id === 'name', className: styles.columnWidths[id] })),
    [messages],
  );
  const renderCell = useCallback(
    (member: TeamMember, column: TeamColumnId) => {
      switch (column) {
        case 'photo':
          return <Avatar size="small" src={resolveImageUrl(member.imgUrl) ?? undefined} name={member.name} alt={messages.photoAlt(member.name)} />;
        case 'name':
          return <Truncated>{member.name}</Truncated>;
        case 'title':
          return <Truncated>{member.title ?? ''}</Truncated>;
        case 'email':
          return member.email ? <Truncated dir="ltr">{member.email}</Truncated> : <Truncated>{messages.notProvided}</Truncated>;
        case 'mobile':
          return member.mobile ? <Truncated dir="ltr">{member.mobile}</Truncated> : <Truncated>{messages.notProvided}</Truncated>;
        case 'actions':
          return <TeamMemberActions member={member} onView={onView} onEdit={onEdit} onDelete={onDelete} onIntent={onIntent} className={styles.actions} />;
      }
    },
    [messages, onDelete, onEdit, onIntent, onView, resolveImageUrl],
  );
  return (
    <DataTable
      aria-label={messages.listLabel}
      emptyLabel={common.noResults}
      className={styles.table}
      columns={columns}
      rows={members}
      rowKey={(member) => member.id}
      renderCell={renderCell}
    />
  );
});

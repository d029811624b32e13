import { agentLimits } from '@marketplace/domain';
import { Avatar, Badge, DataTable, PlainButton, StatusChip, type DataTableColumn } from '@marketplace/ui';
import { memo, useCallback, useMemo } from 'react';
import { isEmailPending, type AgentManagementRow } from '../agentManagementRows';
import type { AgentManagementTab } from '../agentManagementViewState';
import * as styles from './AgentTable.css';
import { useAgentManagementMessages, useCommonMessages } from '../../messages';
import { DataCardList } from '../../shared/DataCardList';
import { truncated } from '../../shared/truncated.css';

type AgentColumnId = 'agent' | 'contact' | 'location' | 'experience' | 'languages' | 'status' | 'actions';

// Status only on the tabs whose rows belong to the agency (spec 2 section 2.3).
const columnsOfTab: Readonly<Record<AgentManagementTab, readonly AgentColumnId[]>> = {
  findAgents: ['agent', 'contact', 'location', 'experience', 'languages', 'actions'],
  pendingRequests: ['agent', 'contact', 'location', 'experience', 'languages', 'status', 'actions'],
  ourAgents: ['agent', 'contact', 'location', 'experience', 'languages', 'status', 'actions'],
};

export interface AgentTableProps {
  tab: AgentManagementTab;
  rows: readonly AgentManagementRow[];
  /** E-mails with an open invitation: their Find Agents rows show a disabled 'Pending'. */
  pendingEmails: ReadonlySet<string> | undefined;
  /** Pass functions of fixed identity: rows are cached. */
  onView: (row: AgentManagementRow) => void;
  onInvite: (row: AgentManagementRow) => void;
  onRemove: (row: AgentManagementRow) => void;
  /** View or Remove is hovered or focused: the dialogs' code can start loading. */
  onDialogIntent?: () => void;
  /** Cards on narrow screens (every column in each card), else the table. @default false */
  asCards?: boolean;
}

function Line({ children, secondary = false, dir = 'auto' }: { children: string; secondary?: boolean; dir?: 'auto' | 'ltr' }) {
  // The full text on hover; `dir="auto"` lays out Arabic names right to left, an e-mail or a phone
  // number is always left to right.
  return (
    <span dir={dir} title={children} className={secondary ? `${truncated} ${styles.secondary}` : truncated}>
      {children}
    </span>
  );
}

/**
 * The agents of a tab: Agent, Contact, Location, Experience, Languages (the first 2 and '+n'),
 * Status on the agency's own tabs, and Actions (View; Invite or a disabled 'Pending' on Find Agents;
 * Remove on Our Agents). On narrow screens the same columns show as cards.
 */
export const AgentTable = memo(function AgentTable({ tab, rows, pendingEmails, onView, onInvite, onRemove, onDialogIntent, asCards = false }: AgentTableProps) {
  const messages = useAgentManagementMessages();
  const common = useCommonMessages();
  const columns = useMemo<readonly DataTableColumn<AgentColumnId>[]>(
    () =>
      columnsOfTab[tab].map((id) => ({ id, label: messages.columns[id], isRowHeader: id === 'agent', className: styles.columnWidths[id] })),
    [tab, messages],
  );

  const renderCell = useCallback(
    (row: AgentManagementRow, column: AgentColumnId) => {
      switch (column) {
        case 'agent':
          return (
            <div className={styles.agentCell}>
              <Avatar src={row.imageUrl} name={row.name} alt="" size="small" />
              <div className={styles.cellLines}>
                <Line>{row.name}</Line>
                {row.jobTitle ?? row.company ? <Line secondary>{row.jobTitle ?? row.company ?? ''}</Line> : null}
              </div>
            </div>
          );
        case 'contact':
          return (
            <div className={styles.cellLines}>
              {row.email ? <Line dir="ltr">{row.email}</Line> : null}
              {row.phone ? (
                <Line secondary dir="ltr">
                  {row.phone}
                </Line>
              ) : null}
            </div>
          );
        case 'location':
          return row.location ? <Line>{row.location}</Line> : null;
        case 'experience':
          return row.experienceYears === null ? null : common.yearsOfExperience(row.experienceYears);
        case 'languages': {
          const shown = row.languages.slice(0, agentLimits.languagesShown);
          const more = row.languages.length - shown.length;
          return (
            <div className={styles.badges}>
              {shown.map((language) => (
                <Badge key={language} dir="auto">
                  {language}
                </Badge>
              ))}
              {more > 0 ? <Badge tone="primary">{common.moreCount(more)}</Badge> : null}
            </div>
          );
        }
        case 'status':
          return row.status ? (
            <StatusChip tone={row.status === 'ACCEPTED' ? 'success' : 'warning'}>{messages.relationshipStatus[row.status]}</StatusChip>
          ) : null;
        case 'actions':
          return (
            <div className={styles.actions}>
              <PlainButton
                size="small"
                variant="secondary"
                aria-label={messages.viewAgent(row.name)}
                onClick={() => onView(row)}
                onMouseEnter={onDialogIntent}
                onFocus={onDialogIntent}
              >
                {common.view}
              </PlainButton>
              {tab === 'findAgents' ? (
                pendingEmails && isEmailPending(pendingEmails, row.email) ? (
                  <PlainButton size="small" variant="secondary" disabled>
                    {messages.pending}
                  </PlainButton>
                ) : (
                  <PlainButton size="small" disabled={row.email === null} onClick={() => onInvite(row)}>
                    {messages.invite}
                  </PlainButton>
                )
              ) : null}
              {tab === 'ourAgents' && row.relationshipId !== null ? (
                <PlainButton size="small" variant="danger" onClick={() => onRemove(row)} onMouseEnter={onDialogIntent} onFocus={onDialogIntent}>
                  {messages.remove}
                </PlainButton>
              ) : null}
            </div>
          );
      }
    },
    [tab, pendingEmails, onView, onInvite, onRemove, onDialogIntent, messages, common],
  );

  if (asCards) {
    return (
      <DataCardList
        aria-label={messages.tabs[tab]}
        columns={columns}
        rows={rows}
        rowKey={rowKey}
        renderCell={renderCell}
        titleColumn="agent"
        actionsColumn="actions"
      />
    );
  }
  return (
    <DataTable
      aria-label={messages.tabs[tab]}
      emptyLabel={common.noResults}
      columns={columns}
      rows={rows}
      rowKey={rowKey}
      renderCell={renderCell}
      initialRowCount={agentLimits.pageSize}
      className={styles.table}
    />
  );
});

function rowKey(row: AgentManagementRow): string {
  return row.key;
}

import { agentFullName, experienceYears, type Agent } from '@marketplace/domain';
import { DataTable, PlainButton, type DataTableColumn } from '@marketplace/ui';
import { memo, useCallback, useMemo } from 'react';
import { AgentPhoto } from './AgentPhoto';
import { ApprovalBadge } from './agentBadges';
import { RequestButton } from './RequestButton';
import type { AgentRequestState } from '../agentListViewProps';
import { useAgentListMessages, useCommonMessages } from '../../messages';
import { DataCardList } from '../../shared/DataCardList';
import { truncated } from '../../shared/truncated.css';
import * as styles from '../AgentList.css';

const columnIds = ['agentName', 'company', 'location', 'contact', 'experience', 'status', 'actions'] as const;
type AgentColumn = (typeof columnIds)[number];

export interface AgentTableProps {
  /** One page of agents, already filtered. */
  agents: readonly Agent[];
  requests: ReadonlyMap<Agent['id'], AgentRequestState>;
  /** The view action. Pass a function of fixed identity: rows are cached by agent. */
  onView: (agent: Agent) => void;
  onRequestToAdd: (agent: Agent) => void;
  onCancelRequest: (agent: Agent) => void;
  mediaUrl: (value: string) => string;
  /** A View button is hovered or focused: the profile's code can start loading. */
  onViewIntent?: () => void;
  /** Cards on narrow screens (every column in each card), else the table. @default false */
  asCards?: boolean;
}

function Line({ children, isMuted = false, dir = 'auto' }: { children: string; isMuted?: boolean; dir?: 'auto' | 'ltr' }) {
  // The full text on hover; `dir="auto"` lays out an Arabic name or city right to left, an e-mail or
  // a phone number is always left to right.
  return (
    <span dir={dir} title={children} className={isMuted ? `${truncated} ${styles.mutedLine}` : truncated}>
      {children}
    </span>
  );
}

/**
 * The agent table (spec 2 section 2.2): Agent Name, Company with BRN, Location (city, country),
 * Contact (business e-mail, phone), Experience (industry start year), Status, and the actions: the
 * profile and 'Request to Add' or 'Cancel Request'. Long values end in an ellipsis with the full
 * text on hover and in the profile. On narrow screens the same columns show as cards.
 */
export const AgentTable = memo(function AgentTable({ agents, requests, onView, onRequestToAdd, onCancelRequest, mediaUrl, onViewIntent, asCards = false }: AgentTableProps) {
  const copy = useAgentListMessages();
  const common = useCommonMessages();
  const columns = useMemo<readonly DataTableColumn<AgentColumn>[]>(
    () => columnIds.map((id) => ({ id, label: copy.columns[id], isRowHeader: id === 'agentName', className: styles.columnWidths[id] })),
    [copy],
  );

  const renderCell = useCallback(
    (agent: Agent, column: AgentColumn) => {
      const name = agentFullName(agent) || copy.notProvided;
      switch (column) {
        case 'agentName':
          return (
            <div className={styles.agentCell}>
              <AgentPhoto url={agent.profileImageURL} name={name} alt="" size="small" mediaUrl={mediaUrl} />
              <div className={styles.cellLines}>
                <Line>{name}</Line>
                <Line isMuted>{agent.jobTitle || copy.profile.defaultJobTitle}</Line>
              </div>
            </div>
          );
        case 'company':
          return (
            <div className={styles.cellLines}>
              <Line>{agent.companyName || copy.notProvided}</Line>
              {agent.brn ? <Line isMuted>{copy.brn(agent.brn)}</Line> : null}
            </div>
          );
        case 'location':
          return (
            <div className={styles.cellLines}>
              <Line>{agent.city || copy.notProvided}</Line>
              {agent.country ? <Line isMuted>{agent.country}</Line> : null}
            </div>
          );
        case 'contact':
          return (
            <div className={styles.cellLines}>
              {agent.businessEmail || agent.email ? <Line dir="ltr">{agent.businessEmail || agent.email || ''}</Line> : <Line>{copy.notProvided}</Line>}
              {agent.phone ? (
                <Line isMuted dir="ltr">
                  {agent.phone}
                </Line>
              ) : null}
            </div>
          );
        case 'experience': {
          const years = experienceYears(agent.industryStartYear);
          if (years === null || agent.industryStartYear == null) return <Line isMuted>{copy.notProvided}</Line>;
          return (
            <div className={styles.cellLines}>
              <Line>{copy.since(agent.industryStartYear)}</Line>
              <Line isMuted>{common.yearsOfExperience(years)}</Line>
            </div>
          );
        }
        case 'status':
          return <ApprovalBadge agent={agent} />;
        case 'actions':
          return (
            <div className={styles.rowActions}>
              <PlainButton
                size="small"
                variant="secondary"
                aria-label={copy.viewAgent(name)}
                onClick={() => onView(agent)}
                onMouseEnter={onViewIntent}
                onFocus={onViewIntent}
              >
                {common.view}
              </PlainButton>
              <RequestButton agent={agent} name={name} state={requests.get(agent.id)} onRequestToAdd={onRequestToAdd} onCancelRequest={onCancelRequest} />
            </div>
          );
      }
    },
    [common, copy, mediaUrl, onCancelRequest, onRequestToAdd, onView, onViewIntent, requests],
  );

  if (asCards) {
    return (
      <DataCardList aria-label={copy.title} columns={columns} rows={agents} rowKey={agentKey} renderCell={renderCell} titleColumn="agentName" actionsColumn="actions" />
    );
  }
  return <DataTable aria-label={copy.title} emptyLabel={common.noResults} className={styles.table} columns={columns} rows={agents} rowKey={agentKey} renderCell={renderCell} />;
});

function agentKey(agent: Agent): number {
  return agent.id;
}

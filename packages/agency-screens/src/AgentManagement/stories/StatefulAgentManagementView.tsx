import { agentLimits, slicePage } from '@marketplace/domain';
import { useState } from 'react';
import { AgentManagementView } from '../AgentManagementView';
import { comparableEmail, matchesEmailSearch, type AgentManagementRow } from '../agentManagementRows';
import type { AgentManagementViewProps } from '../agentManagementViewProps';
import type { AgentManagementTab } from '../agentManagementViewState';

export interface StatefulAgentManagementViewProps extends AgentManagementViewProps {
  /** Each tab's rows, searched and paged here as the hook would; without it the `rows` prop shows on every tab. */
  rowsOfTab?: Record<AgentManagementTab, readonly AgentManagementRow[]>;
}

/**
 * The view with the hook's state kept in React: tab, search, page, the open dialog and invitations
 * (which mark the row pending), while still calling the story's spies.
 */
export function StatefulAgentManagementView({ rowsOfTab, ...props }: StatefulAgentManagementViewProps) {
  const [viewState, setViewState] = useState(props.viewState);
  const [detailRow, setDetailRow] = useState(props.detailRow);
  const [invited, setInvited] = useState<ReadonlySet<string>>(() => new Set());
  const paged = rowsOfTab
    ? slicePage(
        rowsOfTab[viewState.tab].filter((row) => matchesEmailSearch(row.email, viewState.search)),
        viewState.page,
        agentLimits.pageSize,
      )
    : null;
  const pendingEmails = props.pendingEmails ? new Set([...props.pendingEmails, ...invited]) : undefined;
  return (
    <AgentManagementView
      {...props}
      viewState={viewState}
      rows={props.rows === undefined ? undefined : (paged?.content ?? props.rows)}
      page={paged?.number ?? viewState.page}
      pageCount={paged?.totalPages ?? props.pageCount}
      pendingEmails={pendingEmails}
      onTabChange={(tab) => {
        setViewState({ tab, search: '', page: 0 });
        props.onTabChange(tab);
      }}
      onSearchChange={(search) => {
        setViewState({ ...viewState, search, page: 0 });
        props.onSearchChange(search);
      }}
      onPageChange={(page) => {
        setViewState({ ...viewState, page });
        props.onPageChange(page);
      }}
      onReset={() => {
        setViewState({ ...viewState, search: '', page: 0 });
        props.onReset();
      }}
      onInvite={(row) => {
        setInvited((current) => new Set(current).add(comparableEmail(row.email)));
        props.onInvite(row);
      }}
      detailRow={detailRow}
      onDetailChange={(row) => {
        setDetailRow(row);
        props.onDetailChange(row);
      }}
    />
  );
}

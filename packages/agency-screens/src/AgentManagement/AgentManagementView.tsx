import { AlertDialog, Badge, Box, EmptyState, LoadingRegion, Stack, Tab, TabList, TabPanel, Tabs, type Key } from '@marketplace/ui';
import { useCallback, useState } from 'react';
import type { AgentManagementRow } from './agentManagementRows';
import type { AgentManagementViewProps } from './agentManagementViewProps';
import { agentManagementTabs, type AgentManagementTab } from './agentManagementViewState';
import { AgentDetailDialog } from './components/AgentDetailDialog';
import { AgentSearchBar } from './components/AgentSearchBar';
import { AgentTable } from './components/AgentTable';
import { AgentTableSkeleton } from './components/AgentTableSkeleton';
import { useAgentManagementMessages } from '../messages';
import { CataloguePagination } from '../shared/CataloguePagination';
import { LoadErrorBanner } from '../shared/LoadErrorBanner';
import { ScreenHeader } from '../shared/ScreenHeader';

export type { AgentManagementViewProps } from './agentManagementViewProps';

function tabOf(key: Key): AgentManagementTab | undefined {
  return agentManagementTabs.find((tab) => tab === key);
}

/**
 * Agent Management (spec 2 section 2.3): the pending-invitation count, the tabs Find Agents, Pending
 * Requests and Our Agents, each with its e-mail search and Reset, a skeleton while loading, the
 * agent table, the empty texts of section 8 and 'Page X of Y'; the detail dialog and the removal
 * confirmation. Pure: data and callbacks come in as props.
 */
export function AgentManagementView({
  viewState,
  onTabChange,
  onSearchChange,
  onPageChange,
  onReset,
  rows,
  page = viewState.page,
  pageCount,
  loadError,
  onRetry,
  pendingEmails,
  pendingCount,
  onInvite,
  onRemove,
  detailRow,
  onDetailChange,
  detailProperties,
}: AgentManagementViewProps) {
  const messages = useAgentManagementMessages();
  const { tab, search } = viewState;
  const [removing, setRemoving] = useState<AgentManagementRow | null>(null);
  // The dialog's last agent stays while it animates out.
  const [shownDetail, setShownDetail] = useState(detailRow);
  if (detailRow !== null && detailRow !== shownDetail) setShownDetail(detailRow);
  const [shownRemoval, setShownRemoval] = useState(removing);
  if (removing !== null && removing !== shownRemoval) setShownRemoval(removing);

  const onView = useCallback((row: AgentManagementRow) => onDetailChange(row), [onDetailChange]);
  const onAskRemove = useCallback((row: AgentManagementRow) => setRemoving(row), []);

  const term = search.trim();
  const emptyText =
    term === ''
      ? messages.empty[tab]
      : tab === 'pendingRequests'
        ? messages.emptyPendingSearch
        : messages.emptyFindAgentsSearch(term);

  return (
    <Stack gap="large">
      <Box display="flex" flexWrap="wrap" alignItems="center" gap="medium">
        <ScreenHeader title={messages.title} />
        {pendingCount !== null ? <Badge tone="warning">{messages.pendingInvitations(pendingCount)}</Badge> : null}
      </Box>
      <Tabs selectedKey={tab} onSelectionChange={(key) => onTabChange(tabOf(key) ?? tab)}>
        <TabList aria-label={messages.tabsLabel}>
          {agentManagementTabs.map((id) => (
            <Tab key={id} id={id}>
              {messages.tabs[id]}
            </Tab>
          ))}
        </TabList>
        {agentManagementTabs.map((id) => (
          <TabPanel key={id} id={id}>
            {id === tab ? (
              <Stack gap="medium">
                <AgentSearchBar search={search} onSearchChange={onSearchChange} onReset={onReset} />
                {loadError ? <LoadErrorBanner message={loadError} onRetry={onRetry} /> : null}
                <LoadingRegion isLoading={rows === undefined && !loadError} loadingLabel={messages.loadingAgents} skeleton={<AgentTableSkeleton />}>
                  {rows === undefined ? null : rows.length === 0 ? (
                    loadError ? null : <EmptyState title={emptyText} headingLevel={2} />
                  ) : (
                    <AgentTable tab={tab} rows={rows} pendingEmails={pendingEmails} onView={onView} onInvite={onInvite} onRemove={onAskRemove} />
                  )}
                </LoadingRegion>
                <CataloguePagination page={page} pageCount={pageCount} onPageChange={onPageChange} />
              </Stack>
            ) : null}
          </TabPanel>
        ))}
      </Tabs>
      <AgentDetailDialog row={shownDetail} isOpen={detailRow !== null} onClose={() => onDetailChange(null)} properties={detailProperties} />
      {shownRemoval ? (
        <AlertDialog
          isOpen={removing !== null}
          onOpenChange={(open) => (open ? undefined : setRemoving(null))}
          title={messages.removeDialog.title}
          confirmLabel={messages.removeDialog.confirm}
          cancelLabel={messages.removeDialog.cancel}
          pendingLabel={messages.removing}
          tone="danger"
          onConfirm={() => onRemove(shownRemoval)}
          onCancel={() => setRemoving(null)}
        >
          {messages.removeDialog.body(shownRemoval.name)}
        </AlertDialog>
      ) : null}
    </Stack>
  );
}

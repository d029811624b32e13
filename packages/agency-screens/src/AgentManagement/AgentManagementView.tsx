import { Badge, EmptyState, LoadingRegion, Tab, TabList, TabPanel, Tabs, useMediaQuery, type Key } from '@marketplace/ui';
import { Suspense, useCallback, useState } from 'react';
import type { AgentManagementRow } from './agentManagementRows';
import type { AgentManagementViewProps } from './agentManagementViewProps';
import { agentManagementTabs, type AgentManagementTab } from './agentManagementViewState';
import { AgentSearchBar } from './components/AgentSearchBar';
import { AgentTable } from './components/AgentTable';
import { AgentTableSkeleton } from './components/AgentTableSkeleton';
import * as styles from './components/AgentManagementParts.css';
import { LazyAgentManagementDialogs, preloadAgentManagementDialogs } from './components/loadAgentManagementDialogs';
import { useAgentManagementMessages } from '../messages';
import { CataloguePagination } from '../shared/CataloguePagination';
import { cardListQuery } from '../shared/DataCardList';
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
  const showsCards = useMediaQuery(cardListQuery);
  const { tab, search } = viewState;
  const [removing, setRemoving] = useState<AgentManagementRow | null>(null);
  // The dialog's last agent stays while it animates out.
  const [shownDetail, setShownDetail] = useState(detailRow);
  if (detailRow !== null && detailRow !== shownDetail) setShownDetail(detailRow);
  const [shownRemoval, setShownRemoval] = useState(removing);
  if (removing !== null && removing !== shownRemoval) setShownRemoval(removing);

  // Mounted from the first opening on, so that closing plays the dialog's exit animation.
  const hasDialogs = shownDetail !== null || shownRemoval !== null;

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
    // Styled divs rather than ui's Stack and Box: they bring the sprinkles runtime into the route's first load.
    <div className={styles.page}>
      <div className={styles.header}>
        <ScreenHeader title={messages.title} />
        {pendingCount !== null ? <Badge tone="warning">{messages.pendingInvitations(pendingCount)}</Badge> : null}
      </div>
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
              <div className={styles.panel}>
                <AgentSearchBar search={search} onSearchChange={onSearchChange} onReset={onReset} />
                {loadError ? <LoadErrorBanner message={loadError} onRetry={onRetry} /> : null}
                <LoadingRegion isLoading={rows === undefined && !loadError} loadingLabel={messages.loadingAgents} skeleton={<AgentTableSkeleton />}>
                  {rows === undefined ? null : rows.length === 0 ? (
                    loadError ? null : <EmptyState title={emptyText} headingLevel={2} />
                  ) : (
                    <AgentTable
                      tab={tab}
                      rows={rows}
                      pendingEmails={pendingEmails}
                      onView={onView}
                      onInvite={onInvite}
                      onRemove={onAskRemove}
                      onDialogIntent={preloadAgentManagementDialogs}
                      asCards={showsCards}
                    />
                  )}
                </LoadingRegion>
                <CataloguePagination page={page} pageCount={pageCount} onPageChange={onPageChange} />
              </div>
            ) : null}
          </TabPanel>
        ))}
      </Tabs>
      {hasDialogs ? (
        <Suspense fallback={null}>
          <LazyAgentManagementDialogs
            detail={shownDetail}
            isDetailOpen={detailRow !== null}
            onCloseDetail={() => onDetailChange(null)}
            detailProperties={detailProperties}
            removal={shownRemoval}
            isRemovalOpen={removing !== null}
            onCancelRemoval={() => setRemoving(null)}
            onRemove={onRemove}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

import {
  agentLimits,
  changeAgentListViewState,
  emptyAgentListFilters,
  filterAgents,
  hasAgentListFilters,
  slicePage,
  type Agent,
  type AgentListViewState,
  type Property,
} from '@marketplace/domain';
import { EmptyState, Icon, LoadingRegion, SkeletonText, useMediaQuery } from '@marketplace/ui';
import { Suspense, useCallback, useMemo, useState } from 'react';
import { AgentFilters } from './components/AgentFilters';
import { AgentTable } from './components/AgentTable';
import { LazyAgentListDialogs, preloadAgentListDialogs } from './components/loadAgentListDialogs';
import type { AgentListViewProps, AgentRequestState } from './agentListViewProps';
import { CataloguePagination } from '../shared/CataloguePagination';
import { cardListQuery } from '../shared/DataCardList';
import { ScreenHeader } from '../shared/ScreenHeader';
import { useDateText } from '../shared/useIntlFormats';
import { useAgentListMessages } from '../messages';
import * as styles from './AgentList.css';

const noRequests: ReadonlyMap<Agent['id'], AgentRequestState> = new Map();
const sameUrl = (value: string) => value;

/** Keeps the last defined value, so a dialog keeps its content while it animates out. */
function useLastDefined<T>(value: T | undefined): T | undefined {
  const [last, setLast] = useState(value);
  if (value !== undefined && value !== last) setLast(value);
  return value ?? last;
}

/**
 * The agent list (spec 2 section 2.2), pure: filters with Reset Filters, the agent table paged by 10
 * on the client, the Agent Profile dialog with its Listed Properties, and the Property details dialog
 * over it. Filters, the page and the open dialogs are the caller's `viewState`.
 */
export function AgentListView({
  agents,
  isLoading,
  loadError = null,
  onRetry,
  viewState,
  onViewStateChange,
  agentProperties,
  requests = noRequests,
  onRequestToAdd,
  onCancelRequest,
  mediaUrl = sameUrl,
  formatDate: formatDateProp,
}: AgentListViewProps) {
  const localeDate = useDateText('date');
  const formatDate = formatDateProp ?? localeDate;
  const copy = useAgentListMessages();
  const showsCards = useMediaQuery(cardListQuery);
  const change = useCallback(
    (patch: Partial<AgentListViewState>, replace = false) => onViewStateChange(changeAgentListViewState(viewState, patch), { replace }),
    [onViewStateChange, viewState],
  );
  const shown = useMemo(() => (agents ? filterAgents(agents, viewState.filters) : []), [agents, viewState.filters]);
  const page = slicePage(shown, viewState.page - 1, agentLimits.pageSize);

  const openAgent = useMemo(() => agents?.find((agent) => agent.id === viewState.agentId), [agents, viewState.agentId]);
  const openProperty = useMemo(
    () => (viewState.propertyId === null ? undefined : agentProperties.properties?.find((property) => property.id === viewState.propertyId)),
    [agentProperties.properties, viewState.propertyId],
  );
  const dialogAgent = useLastDefined(openAgent);
  const dialogProperty = useLastDefined(openProperty);
  // Mounted from the first opening on, so that closing plays the dialog's exit animation.
  const hasDialogs = dialogAgent !== undefined;

  const onView = useCallback((agent: Agent) => change({ agentId: agent.id, propertyId: null }), [change]);
  const onOpenProperty = useCallback((property: Property) => change({ propertyId: property.id }), [change]);

  const isLoaded = !isLoading && agents !== undefined;
  const isFiltered = hasAgentListFilters(viewState.filters);
  const list = !isLoaded ? null : shown.length === 0 ? (
    <EmptyState
      title={copy.empty}
      description={isFiltered ? copy.emptyFiltered : undefined}
      headingLevel={2}
      icon={<Icon name={isFiltered ? 'search' : 'user'} size="fill" />}
    />
  ) : (
    <AgentTable
      agents={page.content}
      requests={requests}
      onView={onView}
      onRequestToAdd={onRequestToAdd}
      onCancelRequest={onCancelRequest}
      mediaUrl={mediaUrl}
      onViewIntent={preloadAgentListDialogs}
      asCards={showsCards}
    />
  );

  return (
    // A styled div rather than ui's Stack: Stack brings the sprinkles runtime into the route's first load.
    <div className={styles.page}>
      <ScreenHeader title={copy.title} loadError={loadError} onRetry={onRetry} />
      <AgentFilters
        filters={viewState.filters}
        onFiltersChange={(filters, { replace }) => change({ filters }, replace)}
        onReset={() => change({ filters: emptyAgentListFilters })}
      />
      <LoadingRegion isLoading={isLoading} loadingLabel={copy.loadingAgents} skeleton={<SkeletonText lines={6} />}>
        {list}
      </LoadingRegion>
      {isLoaded && page.totalPages > 1 ? (
        <CataloguePagination page={page.number} pageCount={page.totalPages} onPageChange={(next) => change({ page: next + 1 })} />
      ) : null}

      {hasDialogs ? (
        <Suspense fallback={null}>
          <LazyAgentListDialogs
            agent={dialogAgent}
            isAgentOpen={openAgent !== undefined}
            onCloseAgent={() => change({ agentId: null }, true)}
            property={dialogProperty}
            isPropertyOpen={openAgent !== undefined && openProperty !== undefined}
            onCloseProperty={() => change({ propertyId: null }, true)}
            onOpenProperty={onOpenProperty}
            properties={agentProperties}
            requestState={dialogAgent ? requests.get(dialogAgent.id) : undefined}
            onRequestToAdd={onRequestToAdd}
            onCancelRequest={onCancelRequest}
            mediaUrl={mediaUrl}
            formatDate={formatDate}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

import { changeTeamViewState, sharedLimits, type TeamMember, type TeamViewState } from '@marketplace/domain';
import { Button, EmptyState, Icon, LoadingRegion, Text, useMediaQuery } from '@marketplace/ui';
import { Suspense, useCallback, useState } from 'react';
import { LazyTeamDialogs, preloadTeamDialogs } from './components/loadTeamDialogs';
import { TeamFilters } from './components/TeamFilters';
import { TeamListSkeleton } from './components/TeamListSkeleton';
import { TeamMemberCardList } from './components/TeamMemberCardList';
import type { TeamMemberFormTarget } from './components/TeamMemberFormDialog';
import { TeamMemberTable } from './components/TeamMemberTable';
import { useDateText } from '../shared/useIntlFormats';
import type { TeamManagementViewProps } from './teamManagementViewProps';
import * as styles from './TeamManagementView.css';
import { useSearchDraft } from '../shared/useSearchDraft';
import { CataloguePagination } from '../shared/CataloguePagination';
import { LoadErrorBanner } from '../shared/LoadErrorBanner';
import { ScreenHeader } from '../shared/ScreenHeader';
import { useTeamMessages } from '../messages';

/** Below the spec's 768 px breakpoint the search collapses behind 'Show Filters'. */
const narrowScreenQuery = `(max-width: ${sharedLimits.narrowScreenBreakpointPx - 0.02}px)`;
/**
 * The table's six columns need about 1,000 px beside the sidebar: below that the list shows as
 * cards (at 768 px the table scrolled sideways with every name cut to a few letters).
 */
export const teamTableMinScreenPx = 1024;
const cardsQuery = `(max-width: ${teamTableMinScreenPx - 0.02}px)`;

const unchangedImageUrl = (path: string | null | undefined) => path;

/**
 * Agency Team Management (spec 2 section 2.1), pure: title and subtitle, the search with Reset and
 * Add Member, the members as a table (cards below 1,024 px; below 768 px 'Show Filters' toggles the search),
 * pagination, and the add, edit, details and delete dialogs. Search and page are the caller's
 * `viewState`; data, saving and errors come in as props.
 */
export function TeamManagementView({
  members,
  pageCount = 0,
  isLoading,
  loadError,
  onRetry,
  viewState,
  onViewStateChange,
  onReset,
  onSave,
  onLoadMember,
  onDelete,
  onUploadPhoto,
  resolveImageUrl = unchangedImageUrl,
  formatDate: formatDateProp,
}: TeamManagementViewProps) {
  const localeDate = useDateText('date');
  const formatDate = formatDateProp ?? localeDate;
  const messages = useTeamMessages();
  const isNarrow = useMediaQuery(narrowScreenQuery);
  const showsCards = useMediaQuery(cardsQuery);
  const change = (patch: Partial<TeamViewState>, replace = false) => onViewStateChange(changeTeamViewState(viewState, patch), { replace });
  const search = useSearchDraft(viewState.search, (text, { replace }) => change({ search: text }, replace));
  const [filtersExpanded, setFiltersExpanded] = useState(() => viewState.search !== '');

  const [formTarget, setFormTarget] = useState<TeamMemberFormTarget | null>(null);
  const [viewed, setViewed] = useState<TeamMember | null>(null);
  const [toDelete, setToDelete] = useState<TeamMember | null>(null);
  const onEdit = useCallback((member: TeamMember) => setFormTarget({ kind: 'edit', member }), []);
  const openAdd = () => setFormTarget({ kind: 'add' });
  // Mounted from the first opening on, so that closing plays the dialog's exit animation.
  const [hasDialogs, setHasDialogs] = useState(false);
  if (!hasDialogs && (formTarget !== null || viewed !== null || toDelete !== null)) setHasDialogs(true);

  const isLoaded = members !== undefined;
  const hasSearch = viewState.search.trim() !== '';
  const handlers = { onView: setViewed, onEdit, onDelete: setToDelete, onIntent: preloadTeamDialogs };

  const list = !isLoaded ? null : members.length === 0 ? (
    hasSearch ? (
      <EmptyState title={messages.emptySearch} headingLevel={2} icon={<Icon name="search" size="fill" />} />
    ) : (
      <EmptyState
        title={messages.empty}
        headingLevel={2}
        icon={<Icon name="user" size="fill" />}
        actions={
          <Button icon={<Icon name="plus" size="small" />} onPress={openAdd} onHoverStart={preloadTeamDialogs} onFocus={preloadTeamDialogs}>
            {messages.addFirst}
          </Button>
        }
      />
    )
  ) : showsCards ? (
    <TeamMemberCardList members={members} resolveImageUrl={resolveImageUrl} {...handlers} />
  ) : (
    <TeamMemberTable members={members} resolveImageUrl={resolveImageUrl} {...handlers} />
  );

  return (
    // A styled div rather than ui's Stack: Stack brings the sprinkles runtime into the route's first load.
    <div className={styles.page}>
      <ScreenHeader title={messages.title} />
      <Text as="p" tone="muted" className={styles.subtitle}>
        {messages.subtitle}
      </Text>
      {loadError ? <LoadErrorBanner message={loadError} onRetry={onRetry} /> : null}

      <div className={styles.toolbar}>
        <div className={styles.filters}>
          <TeamFilters
            searchText={search.text}
            onSearchChange={search.change}
            onSearchEnd={search.end}
            onReset={onReset}
            isCollapsible={isNarrow}
            isExpanded={filtersExpanded}
            onExpandedChange={setFiltersExpanded}
          />
        </div>
        <Button icon={<Icon name="plus" size="small" />} onPress={openAdd} onHoverStart={preloadTeamDialogs} onFocus={preloadTeamDialogs}>
          {messages.addMember}
        </Button>
      </div>

      <LoadingRegion isLoading={isLoading} loadingLabel={messages.loadingLabel} skeleton={<TeamListSkeleton />}>
        {list}
      </LoadingRegion>
      {isLoaded && pageCount > 1 ? (
        <CataloguePagination page={viewState.page - 1} pageCount={pageCount} onPageChange={(page) => change({ page: page + 1 })} />
      ) : null}

      {hasDialogs ? (
        <Suspense fallback={null}>
          <LazyTeamDialogs
            formTarget={formTarget}
            viewed={viewed}
            toDelete={toDelete}
            onCloseForm={() => setFormTarget(null)}
            onCloseDetails={() => setViewed(null)}
            onCloseDelete={() => setToDelete(null)}
            onSave={onSave}
            onLoadMember={onLoadMember}
            onDelete={onDelete}
            onUploadPhoto={onUploadPhoto}
            resolveImageUrl={resolveImageUrl}
            formatDate={formatDate}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

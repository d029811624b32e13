import { changeReviewedViewState, type Property, type ReviewedViewState } from '@marketplace/domain';
import { Badge, Button, EmptyState, Icon, LoadingRegion, SearchField, Stack } from '@marketplace/ui';
import { Suspense, useCallback, useState } from 'react';
import { PropertyGrid } from './components/PropertyGrid';
import { PropertyGridSkeleton } from './components/PropertyGridSkeleton';
import { LazyDeletePropertyDialog, preloadDeletePropertyDialog } from './components/loadDeletePropertyDialog';
import { ReviewedTabs } from './components/ReviewedTabs';
import * as styles from './components/ReviewedToolbar.css';
import type { ReviewedListKind, ReviewedPropertiesViewProps } from './reviewedPropertiesViewProps';
import { PropertyCard } from '../PropertyCard/PropertyCard';
import { CataloguePagination } from '../shared/CataloguePagination';
import { ScreenHeader } from '../shared/ScreenHeader';
import { useSearchDraft } from '../shared/useSearchDraft';
import { useCommonMessages, useReviewListsMessages } from '../messages';

const asGiven = (path: string | null | undefined) => path ?? undefined;

/**
 * A reviewed list, pure (spec 3 sections 2.7-2.9): the title, the tabs with their counts, the search
 * ('Search {tab} properties...'), '{n} {tab} properties', the card grid and the pagination (every page
 * up to 5, else the first, the current and the last with ellipses), and the delete confirmation.
 * Tab, search and page are the caller's `viewState`; a tab or search change returns to page 1.
 */
export function ReviewedPropertiesView({
  kind,
  properties,
  tabCounts,
  pageCount = 0,
  isLoading,
  loadError = null,
  onRetry,
  viewState,
  onViewStateChange,
  onDelete,
  editHrefFor,
  onOpenFaqs,
  resolveImageUrl = asGiven,
}: ReviewedPropertiesViewProps & { kind: ReviewedListKind }) {
  const messages = useReviewListsMessages();
  const common = useCommonMessages();
  const change = (patch: Partial<ReviewedViewState>, replace = false) => onViewStateChange(changeReviewedViewState(viewState, patch), { replace });
  const search = useSearchDraft(viewState.search, (text, { replace }) => change({ search: text }, replace));
  const [toDelete, setToDelete] = useState<Property | null>(null);
  // The confirmation mounts on the first Delete and stays, so that closing plays its exit.
  const [deleteAsked, setDeleteAsked] = useState(false);
  const askDelete = useCallback((property: Property) => {
    setDeleteAsked(true);
    setToDelete(property);
  }, []);
  const tabName = messages.tabNames[viewState.tab];
  const count = tabCounts[viewState.tab];
  const hasSearch = viewState.search.trim() !== '';

  const renderCard = useCallback(
    (property: Property) => (
      <PropertyCard
        property={property}
        imageUrl={resolveImageUrl(property.mainImageURL)}
        editHref={editHrefFor?.(property)}
        onDelete={askDelete}
        onOpenFaqs={onOpenFaqs}
        onIntent={preloadDeletePropertyDialog}
      />
    ),
    [askDelete, editHrefFor, onOpenFaqs, resolveImageUrl],
  );

  const retry = onRetry ? <Button onPress={onRetry}>{messages.tryAgain}</Button> : null;
  const clearSearch = hasSearch ? (
    <Button variant="secondary" onPress={() => change({ search: '' })}>
      {messages.clearSearch}
    </Button>
  ) : null;

  const content =
    loadError !== null && kind === 'admin' ? (
      <EmptyState tone="danger" headingLevel={2} title={messages.errorTitle} description={loadError} icon={<Icon name="alert" size="fill" />} actions={retry} />
    ) : loadError !== null || (properties !== undefined && properties.length === 0) ? (
      <EmptyState
        headingLevel={2}
        title={messages.emptyTitle}
        description={messages.emptyBody}
        icon={<Icon name="search" size="fill" />}
        actions={
          loadError !== null || clearSearch ? (
            <>
              {loadError !== null ? retry : null}
              {clearSearch}
            </>
          ) : null
        }
      />
    ) : properties ? (
      <PropertyGrid properties={properties} renderCard={renderCard} label={messages.gridLabel} />
    ) : null;

  return (
    <Stack gap="large" minInlineSize={0}>
      <ScreenHeader title={kind === 'admin' ? messages.adminTitle : messages.developerTitle} />
      <div className={styles.toolbar}>
        <div role="search" aria-label={messages.searchLabel} className={styles.search}>
          <SearchField
            label={messages.searchLabel}
            clearLabel={common.clearSearch}
            hideLabel
            placeholder={messages.searchPlaceholder(tabName)}
            value={search.text}
            onChange={search.change}
            onSubmit={search.end}
            onBlur={search.end}
          />
        </div>
        <p role="status" className={styles.count}>
          {count !== null && loadError === null ? <Badge tone="primary">{messages.countBadge(count, tabName)}</Badge> : null}
        </p>
      </div>
      <ReviewedTabs tab={viewState.tab} onTabChange={(tab) => change({ tab })} counts={tabCounts}>
        <Stack gap="large">
          <LoadingRegion isLoading={isLoading} loadingLabel={messages.loadingLabel} skeleton={<PropertyGridSkeleton />}>
            {content}
          </LoadingRegion>
          {loadError === null && properties !== undefined && pageCount > 1 ? (
            <CataloguePagination page={viewState.page - 1} pageCount={pageCount} onPageChange={(page) => change({ page: page + 1 })} siblingCount={0} />
          ) : null}
        </Stack>
      </ReviewedTabs>
      {deleteAsked ? (
        <Suspense fallback={null}>
          <LazyDeletePropertyDialog property={toDelete} onConfirm={onDelete} onClose={() => setToDelete(null)} />
        </Suspense>
      ) : null}
    </Stack>
  );
}

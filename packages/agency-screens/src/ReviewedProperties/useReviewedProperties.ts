import { useApiClient, useApiQuery, useDeleteProperty, useSessionProfile } from '@marketplace/api-client';
import {
  changeReviewedViewState,
  pageAfterRemoval,
  propertyDeleteErrorMessage,
  parseReviewedViewState,
  resolveMediaUrl,
  reviewedViewStateToQuery,
  type Property,
  type ReviewedPropertyTab,
} from '@marketplace/domain';
import type { ToastQueue } from '@marketplace/ui';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { reviewedPropertiesFirstData } from './reviewedPropertiesFirstData';
import type { ReviewedListKind, ReviewedPropertiesViewProps } from './reviewedPropertiesViewProps';
import { usePendingRemovals } from './usePendingRemovals';
import { useQueryViewState, type QueryViewLocation } from '../shared/useQueryViewState';
import { useCommonMessages, useReviewListsMessages, useSessionMessages } from '../messages';

/** What a connected reviewed list needs besides the api-client context. */
export interface ReviewedPropertiesOptions {
  /** Where tab, search and page live (the URL); without it, the screen keeps them itself. */
  location?: QueryViewLocation;
  /** Where the load failure, delete success and delete failure toasts go. */
  toasts: ToastQueue;
}

const viewCodec = { parse: parseReviewedViewState, toQuery: reviewedViewStateToQuery };

/** The view props the connected screens compute; the host adds links and the FAQ dialog. */
export type ReviewedPropertiesHookProps = Omit<ReviewedPropertiesViewProps, 'editHrefFor' | 'onOpenFaqs'>;

/**
 * The reviewed-list logic shared by Admin Reviewed and Developer Reviewed: one page of the tab's
 * properties for the URL's search and page, the three tab counts, and the delete (the card leaves at
 * once; a failure brings it back, on its page, with the server's words).
 */
export function useReviewedProperties(kind: ReviewedListKind, { location, toasts }: ReviewedPropertiesOptions): ReviewedPropertiesHookProps {
  const messages = useReviewListsMessages();
  const common = useCommonMessages();
  const session = useSessionMessages();
  const client = useApiClient();
  const profile = useSessionProfile();
  const [viewState, setViewState] = useQueryViewState(location, viewCodec);
  const serverPage = viewState.page - 1;
  // The declaration a host preloads at route match: reading through it keeps the keys the same.
  const firstData = useMemo(
    () => reviewedPropertiesFirstData(kind, { profile, tab: viewState.tab, search: viewState.search, page: serverPage }),
    [kind, profile, viewState.tab, viewState.search, serverPage],
  );
  const counts = {
    approved: useApiQuery(firstData.approved, { keepPreviousData: true }),
    pending: useApiQuery(firstData.pending, { keepPreviousData: true }),
    rejected: useApiQuery(firstData.rejected, { keepPreviousData: true }),
  };
  const paged = useApiQuery(firstData.page, { keepPreviousData: true });
  const list = serverPage > 0 ? paged : counts[viewState.tab];
  const page = list.data;
  const removals = usePendingRemovals();
  // The view when a delete answers, which may be later than the render that started it.
  const latestView = useRef(viewState);
  useEffect(() => {
    latestView.current = viewState;
  }, [viewState]);
  const { trigger: deleteProperty } = useDeleteProperty();

  // A page past the last (a shared link, or the last card of the last page deleted elsewhere) shows the last.
  useEffect(() => {
    if (page && page.totalPages > 0 && page.number >= page.totalPages) setViewState({ ...viewState, page: page.totalPages }, { replace: true });
  }, [page, setViewState, viewState]);

  // The spec's toast for a failed list (section 8), once per failure rather than per render.
  const toastedError = useRef<unknown>(null);
  useEffect(() => {
    if (list.error && list.error !== toastedError.current) toasts.add({ tone: 'error', title: messages.fetchFailed });
    toastedError.current = list.error ?? null;
  }, [list.error, messages, toasts]);

  const shown = useMemo(() => page?.content.filter((property) => !removals.has(property.id)), [page, removals]);

  const onDelete = useCallback(
    (property: Property) => {
      const from = viewState;
      const remaining = (shown?.length ?? 0) - 1;
      removals.add(property.id, viewState.tab);
      // Spec 3 section 4: deleting the last item of a page moves to the previous page.
      const nextPage = pageAfterRemoval(serverPage, remaining + 1) + 1;
      if (nextPage !== viewState.page) setViewState(changeReviewedViewState(viewState, { page: nextPage }), { replace: false });
      deleteProperty(property.id).then(
        () => {
          removals.settle(property.id);
          toasts.add({ tone: 'success', title: messages.deleted });
        },
        (error: unknown) => {
          removals.settle(property.id);
          // The card comes back where it was: the page it left, unless the user has moved on since.
          const now = latestView.current;
          if (nextPage !== from.page && now.tab === from.tab && now.search === from.search && now.page === nextPage) setViewState(from, { replace: true });
          toasts.add({ tone: 'error', title: messages.deleteFailed, description: propertyDeleteErrorMessage(error, { reviewLists: messages, common }) });
        },
      );
    },
    [common, deleteProperty, messages, removals, serverPage, setViewState, shown, toasts, viewState],
  );

  const tabCount = (tab: ReviewedPropertyTab) => {
    const total = counts[tab].data?.totalElements;
    return total === undefined ? null : Math.max(0, total - removals.countIn(tab));
  };
  const mediaBase = client.url('property', '');
  const resolveImageUrl = useCallback((path: string | null | undefined) => resolveMediaUrl(path, mediaBase, '') || undefined, [mediaBase]);
  const retry = list.mutate;

  return {
    properties: profile === null ? [] : shown,
    tabCounts: { approved: tabCount('approved'), pending: tabCount('pending'), rejected: tabCount('rejected') },
    pageCount: page?.totalPages ?? 0,
    isLoading: profile !== null && page === undefined && !list.error,
    loadError: profile === null ? session.agentIdNotFound : list.error ? messages.fetchFailed : null,
    onRetry: () => void retry(),
    viewState,
    onViewStateChange: setViewState,
    onDelete,
    resolveImageUrl,
  };
}

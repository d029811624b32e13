import { changeEnquiryViewState, enquiryLimits, enquiryNoteToSave, sharedLimits, type Enquiry, type EnquiryViewState } from '@marketplace/domain';
import { Banner, Button, EmptyState, Icon, LoadingRegion, Stack, useMediaQuery, usePreloadWhenIdle } from '@marketplace/ui';
import { Suspense, useState } from 'react';
import { EnquiryFilters } from './components/EnquiryFilters';
import { EnquiryListSkeleton } from './components/EnquiryListSkeleton';
import { EnquirySummaryCards } from './components/EnquirySummaryCards';
import { EnquiryTable } from './components/EnquiryTable';
import { LazyEnquiryCardList, LazyEnquiryCardSort } from './components/loadEnquiryCards';
import { LazyEnquiryDetailsDialog, loadEnquiryDetailsDialog } from './components/loadEnquiryDetailsDialog';
import * as styles from './InquiryManagement.css';
import type { InquiryManagementViewProps } from './inquiryManagementViewProps';
import { useEnquiryListView } from './useEnquiryListView';
import { useEnquiryPage } from './useEnquiryPage';
import { useLatestCallback } from './useLatestCallback';
import { useNoteDrafts } from './useNoteDrafts';
import { useSearchDraft } from '../shared/useSearchDraft';
import { CataloguePagination } from '../shared/CataloguePagination';
import { ScreenHeader } from '../shared/ScreenHeader';
import { useDateText } from '../shared/useIntlFormats';
import { useCommonMessages, useEnquiriesMessages } from '../messages';

/** Below the spec's 768 px breakpoint the filters collapse. */
const narrowScreenQuery = `(max-width: ${sharedLimits.narrowScreenBreakpointPx - 0.02}px)`;
/** Below the width the table's seven columns need, the list shows as cards (issue 13). */
const cardsQuery = `(max-width: ${enquiryLimits.tableMinScreenPx - 0.02}px)`;

/**
 * Inquiry Management (spec 1 section 2.1), pure: the summary cards, search, status filter and
 * Reset, the list (a sortable table from 1,200 px, cards with a sort control below; paged either way, so the
 * work per change stays that of one page with 10,000 enquiries) and the 'Inquiry Details' dialog.
 * Search, filter, sort, the page and the open dialog are the caller's `viewState`; data, saving and errors
 * come in as props.
 */
export function InquiryManagementView({
  enquiries,
  isLoading,
  loadError,
  onRetry,
  viewState,
  onViewStateChange,
  onReset,
  onStatusChange,
  statusError,
  onNoteSave,
  isSavingNote = false,
  noteErrors,
  onExportCsv,
  isExporting = false,
  formatDate: formatDateProp,
}: InquiryManagementViewProps) {
  const localeDate = useDateText('dateTime');
  const formatDate = formatDateProp ?? localeDate;
  const copy = useEnquiriesMessages();
  const commonCopy = useCommonMessages();
  const isNarrow = useMediaQuery(narrowScreenQuery);
  const showsCards = useMediaQuery(cardsQuery);
  const { shown, counts, byId } = useEnquiryListView(enquiries, viewState);
  // A new search, filter or sort starts from the first page (changeEnquiryViewState).
  const change = (patch: Partial<EnquiryViewState>, replace = false) => onViewStateChange(changeEnquiryViewState(viewState, patch), { replace });
  const page = useEnquiryPage(shown, viewState.page, (next) => change({ page: next }));

  const search = useSearchDraft(viewState.search, (text, { replace }) => change({ search: text }, replace));
  const [filtersExpanded, setFiltersExpanded] = useState(() => viewState.search !== '' || viewState.status !== 'ALL');

  const openDetails = useLatestCallback((enquiry: Enquiry) => change({ openId: enquiry.id }));
  const changeStatus = useLatestCallback(onStatusChange);
  const changeSort = useLatestCallback((sort: EnquiryViewState['sort']) => change({ sort }));

  // The dialog keeps showing its enquiry while it animates out after openId became null.
  const openEnquiry = viewState.openId === null ? undefined : byId.get(viewState.openId);
  const [dialogEnquiry, setDialogEnquiry] = useState(openEnquiry);
  if (openEnquiry !== undefined && openEnquiry !== dialogEnquiry) setDialogEnquiry(openEnquiry);

  const drafts = useNoteDrafts();
  // The enquiry whose draft was refused before sending (only spaces, or too long) and why, until its draft changes.
  const [refusedNote, setRefusedNote] = useState<{ id: Enquiry['id']; message: string } | null>(null);
  const saveNote = async () => {
    if (!dialogEnquiry) return;
    const target = dialogEnquiry;
    const verdict = enquiryNoteToSave(drafts.draftOf(target.id) ?? '', target.note);
    if (verdict.kind !== 'save') {
      const message = verdict.kind === 'empty' ? copy.details.noteEmpty : copy.details.noteTooLong(verdict.maxLength);
      setRefusedNote({ id: target.id, message });
      // The editor stays open with the text, as after a failed save.
      throw new Error(message);
    }
    await onNoteSave(target, verdict.note);
    drafts.discard(target.id);
  };
  const editDraft = (change: (id: Enquiry['id']) => void) => {
    if (!dialogEnquiry) return;
    if (refusedNote?.id === dialogEnquiry.id) setRefusedNote(null);
    change(dialogEnquiry.id);
  };
  const noteError = !dialogEnquiry
    ? null
    : refusedNote?.id === dialogEnquiry.id
      ? refusedNote.message
      : (noteErrors?.get(dialogEnquiry.id) ?? null);

  const isLoaded = !isLoading && enquiries !== undefined;
  // The dialog mounts at its first opening and stays (it animates out when closed); its code is
  // fetched when the page is idle once the list is shown, so opening one does not wait for it.
  const [hasOpenedDialog, setHasOpenedDialog] = useState(false);
  if (openEnquiry !== undefined && !hasOpenedDialog) setHasOpenedDialog(true);
  usePreloadWhenIdle(loadEnquiryDetailsDialog, { enabled: isLoaded });
  // The dialog's enquiry is not in the loaded list: say so rather than show nothing.
  const missingId = isLoaded && viewState.openId !== null && openEnquiry === undefined ? viewState.openId : null;

  const list = !isLoaded ? null : shown.length === 0 ? (
    <EmptyState title={copy.emptyTitle} description={copy.emptyBody} headingLevel={2} icon={<Icon name="search" size="fill" />} />
  ) : showsCards ? (
    <Suspense fallback={<EnquiryListSkeleton asCards />}>
      <LazyEnquiryCardList enquiries={page.items} onStatusChange={changeStatus} onOpen={openDetails} formatDate={formatDate} />
    </Suspense>
  ) : (
    <EnquiryTable
      enquiries={page.items}
      sortColumn={viewState.sort.column}
      sortDirection={viewState.sort.direction}
      onSortChange={changeSort}
      onStatusChange={changeStatus}
      onOpen={openDetails}
      formatDate={formatDate}
    />
  );

  return (
    <Stack gap="large" minInlineSize={0}>
      <ScreenHeader title={copy.title} loadError={loadError} onRetry={onRetry} />
      {statusError ? <Banner tone="error">{statusError}</Banner> : null}
      {missingId !== null ? (
        <Banner tone="warning" onDismiss={() => change({ openId: null }, true)} dismissLabel={commonCopy.close}>
          {copy.notFound(missingId)}
        </Banner>
      ) : null}

      <EnquirySummaryCards counts={enquiries ? counts : null} isLoading={isLoading} />

      <EnquiryFilters
        searchText={search.text}
        onSearchChange={search.change}
        onSearchSubmit={search.end}
        onSearchBlur={search.end}
        status={viewState.status}
        onStatusChange={(status) => change({ status })}
        onReset={onReset}
        isCollapsible={isNarrow}
        isExpanded={filtersExpanded}
        onExpandedChange={setFiltersExpanded}
      />

      <div className={styles.toolbar}>
        <p role="status" className={styles.resultCount}>
          {isLoaded ? copy.resultCount(shown.length, counts.total) : null}
        </p>
        {showsCards && isLoaded && shown.length > 1 ? (
          <Suspense fallback={null}>
            <LazyEnquiryCardSort column={viewState.sort.column} direction={viewState.sort.direction} onSortChange={changeSort} />
          </Suspense>
        ) : null}
        {onExportCsv ? (
          <Button
            variant="secondary"
            size="small"
            icon={<Icon name="download" size="small" />}
            isPending={isExporting}
            isDisabled={!isLoaded || shown.length === 0}
            onPress={() => onExportCsv(shown)}
          >
            {copy.exportCsv}
          </Button>
        ) : null}
      </div>

      <LoadingRegion isLoading={isLoading} loadingLabel={copy.loadingLabel} skeleton={<EnquiryListSkeleton asCards={showsCards} />}>
        {list}
      </LoadingRegion>
      {isLoaded && page.pageCount > 1 ? (
        <CataloguePagination page={page.page} pageCount={page.pageCount} onPageChange={page.setPage} />
      ) : null}

      {hasOpenedDialog ? (
        <Suspense fallback={null}>
          <LazyEnquiryDetailsDialog
            enquiry={dialogEnquiry}
            isOpen={openEnquiry !== undefined}
            onClose={() => change({ openId: null }, true)}
            onStatusChange={onStatusChange}
            noteDraft={dialogEnquiry ? drafts.draftOf(dialogEnquiry.id) : undefined}
            onNoteEdit={(text) => editDraft((id) => drafts.start(id, text))}
            onDraftChange={(text) => editDraft((id) => drafts.change(id, text))}
            onSave={saveNote}
            onNoteCancel={() => editDraft((id) => drafts.discard(id))}
            isSavingNote={isSavingNote}
            error={noteError}
            formatDate={formatDate}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}

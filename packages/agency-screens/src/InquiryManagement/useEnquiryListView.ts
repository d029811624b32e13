import {
  countEnquiries,
  filterEnquiries,
  sortEnquiries,
  type Enquiry,
  type EnquiryCounts,
  type EnquiryViewState,
} from '@marketplace/domain';
import { useDeferredValue, useMemo } from 'react';
import { useSearchIndexWarmup } from './useSearchIndexWarmup';

const noEnquiries: readonly Enquiry[] = [];

/** What the view renders from the enquiries and the view state. */
export interface EnquiryListView {
  /** The enquiries the search and status filter keep, in the chosen order. */
  shown: readonly Enquiry[];
  /** The four summary counts over every enquiry, not only the shown ones. */
  counts: EnquiryCounts;
  /** Every enquiry, by id, for the details dialog (it may name one the filter hides). */
  byId: ReadonlyMap<number, Enquiry>;
}

/**
 * The headless part of Inquiry Management: sorts, filters and counts, each memoised on what it reads.
 * The list sorts first and filters after, because filtering keeps order: a search keystroke, the
 * frequent change, then costs one pass over the list and no sort. Search, filter and sort are
 * deferred, so with 10,000 enquiries the field and the headers answer at once while the list catches up.
 */
export function useEnquiryListView(enquiries: readonly Enquiry[] | undefined, viewState: EnquiryViewState): EnquiryListView {
  const all = enquiries ?? noEnquiries;
  useSearchIndexWarmup(enquiries);
  const search = useDeferredValue(viewState.search);
  const status = useDeferredValue(viewState.status);
  // Primitives, not the sort object: a caller that parses the URL each render hands in a new object.
  const column = useDeferredValue(viewState.sort.column);
  const direction = useDeferredValue(viewState.sort.direction);

  const counts = useMemo(() => countEnquiries(all), [all]);
  const byId = useMemo(() => new Map(all.map((enquiry) => [enquiry.id, enquiry])), [all]);
  const sorted = useMemo(() => sortEnquiries(all, { column, direction }), [all, column, direction]);
  const shown = useMemo(() => filterEnquiries(sorted, { search, status }), [sorted, search, status]);
  return { shown, counts, byId };
}

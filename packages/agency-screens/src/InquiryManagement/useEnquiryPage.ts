import { useMemo, useState } from 'react';

/**
 * Rows per page of the enquiry list. The list is paged rather than virtualised: react-aria's
 * virtualiser still builds a collection node for every row and cell, so its work grows with the
 * list (measured at 4 to 5 times slower for 10,000 enquiries than for 1,000); a page keeps the
 * work to the rows shown, whatever the list's length.
 */
export const enquiryPageSize = 25;

/** One page of a list. */
export interface EnquiryPage<T> {
  /** The page shown, 0-based; always a page that exists. */
  page: number;
  pageCount: number;
  items: readonly T[];
  setPage: (page: number) => void;
}

/**
 * Pages a list. A new `resetKey` (another search, filter or sort) goes back to the first page; a
 * list that shrank (a status change under a filter) shows its last page rather than an empty one.
 */
export function useEnquiryPage<T>(list: readonly T[], resetKey: string, pageSize: number = enquiryPageSize): EnquiryPage<T> {
  const [page, setPage] = useState(0);
  const [pageOf, setPageOf] = useState(resetKey);
  if (resetKey !== pageOf) {
    setPageOf(resetKey);
    setPage(0);
  }
  const pageCount = Math.ceil(list.length / pageSize);
  const current = Math.max(0, Math.min(page, pageCount - 1));
  const items = useMemo(() => list.slice(current * pageSize, (current + 1) * pageSize), [list, current, pageSize]);
  return { page: current, pageCount, items, setPage };
}

import { useMemo } from 'react';

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
  /** Asks for another page (0-based). */
  setPage: (page: number) => void;
}

/**
 * Pages a list at the page the view state names (1-based, as in the URL). A page past the last (a
 * list that shrank under a filter, an old link) shows the last page rather than an empty one.
 */
export function useEnquiryPage<T>(
  list: readonly T[],
  requestedPage: number,
  onPageChange: (page: number) => void,
  pageSize: number = enquiryPageSize,
): EnquiryPage<T> {
  const pageCount = Math.ceil(list.length / pageSize);
  const current = Math.max(0, Math.min(requestedPage - 1, pageCount - 1));
  const items = useMemo(() => list.slice(current * pageSize, (current + 1) * pageSize), [list, current, pageSize]);
  return { page: current, pageCount, items, setPage: (page) => onPageChange(page + 1) };
}

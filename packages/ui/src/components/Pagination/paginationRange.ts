/**
 * Page-range arithmetic for `Pagination`, kept pure so every branch is unit-tested apart from the view.
 * Pages are 0-based, as the server pages them; the view shows them 1-based.
 */

export type PaginationItem = { type: 'page'; page: number } | { type: 'ellipsis'; key: 'ellipsis-start' | 'ellipsis-end' };

/** Up to this many pages, the 'ellipsis' variant lists every page. */
export const ALL_PAGES_THRESHOLD = 5;

/** The page count as a whole number of at least 0 (non-finite counts are 0). */
export function toPageCount(pageCount: number): number {
  return Number.isFinite(pageCount) ? Math.max(0, Math.floor(pageCount)) : 0;
}

/** The current page forced into `[0, pageCount - 1]`; 0 when there are no pages. */
export function clampPage(page: number, pageCount: number): number {
  const count = toPageCount(pageCount);
  if (count === 0 || !Number.isFinite(page)) return 0;
  return Math.min(Math.max(0, Math.floor(page)), count - 1);
}

/**
 * Every page when there are `ALL_PAGES_THRESHOLD` or fewer; otherwise the first page, the current page
 * with `siblingCount` neighbours on each side, the last page, and an ellipsis for each gap. A gap of a
 * single page shows that page instead, since an ellipsis would take the same room and hide it.
 */
export function ellipsisRange(page: number, pageCount: number, siblingCount = 1): PaginationItem[] {
  const count = toPageCount(pageCount);
  const current = clampPage(page, count);
  if (count <= ALL_PAGES_THRESHOLD) {
    return Array.from({ length: count }, (_, index) => ({ type: 'page', page: index }));
  }
  const siblings = Math.max(0, Math.floor(siblingCount));
  const last = count - 1;
  const shown = new Set<number>([0, last]);
  for (let index = current - siblings; index <= current + siblings; index += 1) {
    if (index > 0 && index < last) shown.add(index);
  }
  const pages = [...shown].sort((a, b) => a - b);

  const items: PaginationItem[] = [];
  let previous: number | undefined;
  for (const shownPage of pages) {
    if (previous !== undefined) {
      const gap = shownPage - previous - 1;
      if (gap === 1) items.push({ type: 'page', page: previous + 1 });
      else if (gap > 1) items.push({ type: 'ellipsis', key: previous === 0 ? 'ellipsis-start' : 'ellipsis-end' });
    }
    items.push({ type: 'page', page: shownPage });
    previous = shownPage;
  }
  return items;
}

/**
 * A fixed window of `windowSize` consecutive pages around the current page, shifted at either end so
 * it stays full; fewer only when there are fewer pages.
 */
export function windowRange(page: number, pageCount: number, windowSize: number): number[] {
  const count = toPageCount(pageCount);
  const size = Math.min(Math.max(1, Math.floor(Number.isFinite(windowSize) ? windowSize : 1)), count);
  const current = clampPage(page, count);
  const start = Math.min(Math.max(0, current - Math.floor((size - 1) / 2)), count - size);
  return Array.from({ length: size }, (_, index) => start + index);
}

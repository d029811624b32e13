/** An entry of {@link compactPageItems}: a page index, or a gap marker (two kinds, so each has a stable key). */
export type PageItem = number | 'start-ellipsis' | 'end-ellipsis';

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, index) => from + index);
}

/**
 * The buttons of the review lists' pagination (spec 3 section 9): every page when there are
 * `showAllUpTo` or fewer, otherwise the first, the current and the last page with ellipses for the
 * gaps. Pages are 0-based; `current` is clamped into range.
 *
 * @param showAllUpTo @default 5 (spec 3 section 9)
 */
export function compactPageItems(current: number, totalPages: number, showAllUpTo = 5): PageItem[] {
  if (totalPages <= 0) return [];
  if (totalPages <= showAllUpTo) return range(0, totalPages - 1);
  const lastPage = totalPages - 1;
  const page = Math.min(Math.max(0, Math.floor(current)), lastPage);
  const items: PageItem[] = [0];
  if (page > 1) items.push('start-ellipsis');
  if (page !== 0 && page !== lastPage) items.push(page);
  if (page < lastPage - 1) items.push('end-ellipsis');
  items.push(lastPage);
  return items;
}

/**
 * A window of `count` consecutive page buttons around the current page, kept within the pages
 * (spec 3 section 9: the project chooser shows 3 on narrow screens, 5 otherwise). Pages are 0-based.
 */
export function pageWindow(current: number, totalPages: number, count: number): number[] {
  if (totalPages <= 0 || count <= 0) return [];
  const size = Math.min(Math.floor(count), totalPages);
  const page = Math.min(Math.max(0, Math.floor(current)), totalPages - 1);
  const start = Math.min(Math.max(0, page - Math.floor((size - 1) / 2)), totalPages - size);
  return range(start, start + size - 1);
}

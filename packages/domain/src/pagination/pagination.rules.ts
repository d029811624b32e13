/**
 * Page arithmetic, 0-based like Spring Data's `number`: the first page is 0.
 */

/**
 * The number of pages for a total and a page size; 0 when there is nothing to show. A page size that
 * is not a positive whole number is a programming error (RangeError).
 */
export function pageCount(totalElements: number, pageSize: number): number {
  if (!Number.isInteger(pageSize) || pageSize <= 0) {
    throw new RangeError(`Page size must be a positive whole number: ${pageSize}`);
  }
  if (!Number.isFinite(totalElements) || totalElements <= 0) return 0;
  return Math.ceil(Math.floor(totalElements) / pageSize);
}

/**
 * A page index brought within `0 .. totalPages - 1` (0 when there are no pages); fractions are
 * floored and a non-number reads as 0.
 */
export function clampPage(page: number, totalPages: number): number {
  if (!Number.isFinite(page)) return 0;
  const lastPage = Number.isFinite(totalPages) ? Math.max(0, Math.floor(totalPages) - 1) : 0;
  return Math.min(Math.max(0, Math.floor(page)), lastPage);
}

/**
 * The page to show after removing items from the current page (spec 2 section 4, spec 3 section 4):
 * when the removal empties a page above page 0, the list moves back one page; otherwise it stays.
 *
 * @param itemsOnPage how many items the page held before the removal
 * @param removedCount @default 1
 */
export function pageAfterRemoval(page: number, itemsOnPage: number, removedCount = 1): number {
  return page > 0 && itemsOnPage <= removedCount ? page - 1 : page;
}

/** One page cut from a list held on the client, shaped like the fields of a Spring page the views read. */
export interface ClientPage<T> {
  readonly content: readonly T[];
  /** The page shown, after clamping. */
  readonly number: number;
  readonly size: number;
  readonly totalElements: number;
  readonly totalPages: number;
  readonly first: boolean;
  readonly last: boolean;
  readonly empty: boolean;
}

/**
 * Pages a list on the client (Our Agents are filtered on the client, spec 2 section 7.3). A page past
 * the end, as after a narrowing filter, shows the last page instead.
 */
export function slicePage<T>(items: readonly T[], page: number, pageSize: number): ClientPage<T> {
  const totalPages = pageCount(items.length, pageSize);
  const number = clampPage(page, totalPages);
  const content = items.slice(number * pageSize, (number + 1) * pageSize);
  return {
    content,
    number,
    size: pageSize,
    totalElements: items.length,
    totalPages,
    first: number === 0,
    last: number >= totalPages - 1,
    empty: content.length === 0,
  };
}

import { parsePageRequest, type PageRequestDefaults, type SortOrder } from './pageRequest';
import { sortBy } from './sortBy';

/** Spring Data's `Sort` as Jackson writes it. */
export interface SpringSort {
  readonly empty: boolean;
  readonly sorted: boolean;
  readonly unsorted: boolean;
}

/** Spring Data's `Pageable` as Jackson writes it for a paged request. */
export interface SpringPageable {
  readonly pageNumber: number;
  readonly pageSize: number;
  readonly sort: SpringSort;
  readonly offset: number;
  readonly paged: true;
  readonly unpaged: false;
}

/** Spring Data's `Page` (PageImpl) as Jackson writes it, keys in Spring's order. */
export interface SpringPage<T> {
  readonly content: T[];
  readonly pageable: SpringPageable;
  readonly last: boolean;
  readonly totalElements: number;
  readonly totalPages: number;
  readonly size: number;
  readonly number: number;
  readonly sort: SpringSort;
  readonly first: boolean;
  readonly numberOfElements: number;
  readonly empty: boolean;
}

/** Which page to cut; `sort` only fills the `sort` descriptors (sort the items with {@link sortBy}). */
export interface SpringPageOptions {
  /** Zero-based. */
  readonly page: number;
  readonly size: number;
  readonly sort?: readonly SortOrder[];
}

/**
 * Cuts one page out of all matching items, with PageImpl's arithmetic: `totalPages` is
 * `ceil(total / size)` (0 when nothing matched), `last` means no next page, and a page past the end
 * is empty but still reports the total.
 */
export function toSpringPage<T>(items: readonly T[], { page, size, sort = [] }: SpringPageOptions): SpringPage<T> {
  if (!Number.isInteger(page) || page < 0) throw new RangeError(`Page number must be a whole number from 0: ${page}`);
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`Page size must be a whole number from 1: ${size}`);
  const offset = page * size;
  const content = items.slice(offset, offset + size);
  const totalElements = items.length;
  const totalPages = Math.ceil(totalElements / size);
  const springSort: SpringSort = { empty: sort.length === 0, sorted: sort.length > 0, unsorted: sort.length === 0 };
  return {
    content,
    pageable: { pageNumber: page, pageSize: size, sort: springSort, offset, paged: true, unpaged: false },
    last: page + 1 >= totalPages,
    totalElements,
    totalPages,
    size,
    number: page,
    sort: springSort,
    first: page === 0,
    numberOfElements: content.length,
    empty: content.length === 0,
  };
}

/**
 * What a search handler usually answers: the items sorted by the request's `sort` parameters and
 * cut by its `page` / `size` ({@link parsePageRequest} rules).
 */
export function springPageFromQuery<T>(items: readonly T[], params: URLSearchParams, defaults?: PageRequestDefaults): SpringPage<T> {
  const request = parsePageRequest(params, defaults);
  return toSpringPage(sortBy(items, request.sort), request);
}

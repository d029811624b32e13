import { parseSort } from '../../paging/pageRequest';
import { sortBy } from '../../paging/sortBy';
import { springPageFromQuery, toSpringPage, type SpringPage } from '../../paging/springPage';

/**
 * A Spring page of `items` for a list call. Spec 2 section 7.2 reads every agent from
 * `/api/auth/accounts/get?roleId=5` and spec 1 section 7 every service area from
 * `/service_area/search`, both without `page` or `size`, so a request naming neither gets every item
 * on one page (docs/decisions.md); with either, Spring's paging rules apply.
 */
export function listPage<T>(items: readonly T[], params: URLSearchParams): SpringPage<T> {
  if (params.has('page') || params.has('size')) return springPageFromQuery(items, params);
  const sort = parseSort(params);
  return toSpringPage(sortBy(items, sort), { page: 0, size: Math.max(items.length, 1), sort });
}

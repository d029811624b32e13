import { HttpResponse } from 'msw';
import { errorResponse } from '../../http/responses';
import type { PageRequestDefaults } from '../../paging/pageRequest';
import { springPageFromQuery } from '../../paging/springPage';
import { filterByRsql } from '../../rsql/rsqlEvaluator';
import { RsqlParseError } from '../../rsql/rsqlParseError';

/**
 * The answer of a `.../search` endpoint: the records its `search=` filter keeps, as the Spring page
 * that `page`, `size` and `sort` ask for; a malformed filter is a 400 naming the fault.
 */
export function searchPageResponse<T>(records: readonly T[], params: URLSearchParams, defaults?: PageRequestDefaults): Response {
  try {
    return HttpResponse.json(springPageFromQuery(filterByRsql(records, params.get('search')), params, defaults));
  } catch (error) {
    if (error instanceof RsqlParseError) return errorResponse(400, error.message);
    throw error;
  }
}

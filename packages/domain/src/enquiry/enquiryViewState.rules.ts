import { isEnquiryStatus } from '../constants/enquiryStatus';
import { type EnquiryStatusFilter } from './enquirySearch.rules';
import { defaultEnquirySort, isEnquirySortColumn, type EnquirySort, type SortDirection } from './enquirySort.rules';

/**
 * What the user has set up in Inquiry Management: search, status filter, sort, the page of the list
 * and the open details dialog. It lives in the URL's query, so a refresh, Back or a shared link
 * restores the view.
 */
export interface EnquiryViewState {
  readonly search: string;
  readonly status: EnquiryStatusFilter;
  readonly sort: EnquirySort;
  /** The enquiry whose 'Inquiry Details' dialog is open, or null. */
  readonly openId: number | null;
  /** The page of the list, 1 for the first; a page past the last shows the last. */
  readonly page: number;
}

/** The view a first visit shows: no search, All Status, id descending, the first page, no dialog. */
export const defaultEnquiryViewState: EnquiryViewState = { search: '', status: 'ALL', sort: defaultEnquirySort, openId: null, page: 1 };

/** The query parameters the view state is kept in. */
export const enquiryViewParams = { search: 'q', status: 'status', sort: 'sort', direction: 'dir', openId: 'inquiry', page: 'page' } as const;

/**
 * `patch` applied to `state`. A new search, filter or sort starts again from the first page (the
 * page number of another list means nothing), unless the patch names a page itself.
 */
export function changeEnquiryViewState(state: EnquiryViewState, patch: Partial<EnquiryViewState>): EnquiryViewState {
  const listChanges = 'search' in patch || 'status' in patch || 'sort' in patch;
  return { ...state, ...(listChanges ? { page: 1 } : {}), ...patch };
}

const directionParams = { ascending: 'asc', descending: 'desc' } as const;

// A link that names a column but no direction sorts it ascending, as a first header click does.
function parseDirection(value: string | null): SortDirection {
  return value === directionParams.descending ? 'descending' : 'ascending';
}

/** Reads the view from a query string ('?q=...&status=NEW&sort=name&dir=asc&page=2&inquiry=12'); unknown or malformed values fall back to the defaults. */
export function parseEnquiryViewState(query: string | URLSearchParams): EnquiryViewState {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const status = params.get(enquiryViewParams.status);
  const column = params.get(enquiryViewParams.sort);
  const direction = params.get(enquiryViewParams.direction);
  const openId = Number(params.get(enquiryViewParams.openId) ?? Number.NaN);
  const page = Number(params.get(enquiryViewParams.page) ?? Number.NaN);
  return {
    search: params.get(enquiryViewParams.search) ?? '',
    status: isEnquiryStatus(status) ? status : 'ALL',
    sort: isEnquirySortColumn(column) ? { column, direction: parseDirection(direction) } : defaultEnquirySort,
    openId: Number.isSafeInteger(openId) && openId > 0 ? openId : null,
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
  };
}

/**
 * The view as query parameters, leaving out what equals the default, so an untouched view has a
 * clean URL. Parameters of other owners in `base` are kept.
 */
export function enquiryViewStateToQuery(state: EnquiryViewState, base: string | URLSearchParams = ''): string {
  const params = new URLSearchParams(base);
  for (const name of Object.values(enquiryViewParams)) params.delete(name);
  const search = state.search.trim() === '' ? '' : state.search;
  if (search) params.set(enquiryViewParams.search, search);
  if (state.status !== 'ALL') params.set(enquiryViewParams.status, state.status);
  const isDefaultSort = state.sort.column === defaultEnquirySort.column && state.sort.direction === defaultEnquirySort.direction;
  if (!isDefaultSort) {
    params.set(enquiryViewParams.sort, state.sort.column);
    params.set(enquiryViewParams.direction, directionParams[state.sort.direction]);
  }
  if (state.page > 1) params.set(enquiryViewParams.page, String(state.page));
  if (state.openId !== null) params.set(enquiryViewParams.openId, String(state.openId));
  return params.toString();
}

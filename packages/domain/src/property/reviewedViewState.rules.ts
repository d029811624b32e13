import { reviewedPropertyTabs, type ReviewedPropertyTab } from '../rsql/propertyFilters.rules';

/**
 * What the user has set up on a reviewed-properties list (spec 3 sections 2.7, 2.8): the tab, the
 * applied search and the page. It lives in the URL's query, so a refresh, Back or a shared link (the
 * dashboard's counters link to `?status=pending`) restores the list.
 */
export interface ReviewedViewState {
  readonly tab: ReviewedPropertyTab;
  /** The applied (debounced) search text, as typed; the filter trims it and drops asterisks. */
  readonly search: string;
  /** The page, 1 for the first (the URL's count; the server's pages start at 0). */
  readonly page: number;
}

/** A first visit: the approved tab, no search, the first page. */
export const defaultReviewedViewState: ReviewedViewState = { tab: 'approved', search: '', page: 1 };

/** The query parameters of the view; `status` is the name the dashboard's counter links use. */
export const reviewedViewParams = { tab: 'status', search: 'q', page: 'page' } as const;

function isTab(value: string | null): value is ReviewedPropertyTab {
  return value !== null && (reviewedPropertyTabs as readonly string[]).includes(value);
}

/**
 * `patch` applied to `state`. A new tab or search starts again from the first page (spec 3
 * section 4: 'A tab change or a search change resets the page to 0'), unless the patch names a page.
 */
export function changeReviewedViewState(state: ReviewedViewState, patch: Partial<ReviewedViewState>): ReviewedViewState {
  const tabChanges = patch.tab !== undefined && patch.tab !== state.tab;
  const searchChanges = patch.search !== undefined && patch.search !== state.search;
  return { ...state, ...(tabChanges || searchChanges ? { page: 1 } : {}), ...patch };
}

/** Reads the view from a query string ('?status=pending&q=marina&page=2'); anything malformed reads as the default. */
export function parseReviewedViewState(query: string | URLSearchParams): ReviewedViewState {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const tab = params.get(reviewedViewParams.tab);
  const page = Number(params.get(reviewedViewParams.page) ?? Number.NaN);
  return {
    tab: isTab(tab) ? tab : defaultReviewedViewState.tab,
    search: params.get(reviewedViewParams.search) ?? '',
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
  };
}

/**
 * The view as query parameters, leaving out what equals the default so an untouched list has a clean
 * URL. Parameters of other owners in `base` are kept.
 */
export function reviewedViewStateToQuery(state: ReviewedViewState, base: string | URLSearchParams = ''): string {
  const params = new URLSearchParams(base);
  for (const name of Object.values(reviewedViewParams)) params.delete(name);
  if (state.tab !== defaultReviewedViewState.tab) params.set(reviewedViewParams.tab, state.tab);
  if (state.search.trim() !== '') params.set(reviewedViewParams.search, state.search);
  if (state.page > 1) params.set(reviewedViewParams.page, String(state.page));
  return params.toString();
}

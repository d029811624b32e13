/**
 * What the user has set up in Agency Team Management: the search text and the page of the list. It
 * lives in the URL's query (as Inquiry Management's view does), so a refresh, Back or a shared link
 * restores the list.
 */
export interface TeamViewState {
  /** The applied (debounced) search text, as typed. */
  readonly search: string;
  /** The page of the list, 1 for the first (the URL's count; the server's pages start at 0). */
  readonly page: number;
}

/** The view of a first visit: no search, the first page. */
export const defaultTeamViewState: TeamViewState = { search: '', page: 1 };

/** The query parameters the view state is kept in. */
export const teamViewParams = { search: 'q', page: 'page' } as const;

/**
 * `patch` applied to `state`. A new search starts again from the first page (spec 2 section 4: every
 * change of the debounced search returns to page 0), unless the patch names a page itself.
 */
export function changeTeamViewState(state: TeamViewState, patch: Partial<TeamViewState>): TeamViewState {
  const searchChanges = patch.search !== undefined && patch.search !== state.search;
  return { ...state, ...(searchChanges ? { page: 1 } : {}), ...patch };
}

/** Reads the view from a query string ('?q=sara&page=2'); a missing or malformed page is the first. */
export function parseTeamViewState(query: string | URLSearchParams): TeamViewState {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const page = Number(params.get(teamViewParams.page) ?? Number.NaN);
  return {
    search: params.get(teamViewParams.search) ?? '',
    page: Number.isSafeInteger(page) && page > 0 ? page : 1,
  };
}

/**
 * The view as query parameters, leaving out what equals the default so an untouched view has a clean
 * URL. Parameters of other owners in `base` are kept.
 */
export function teamViewStateToQuery(state: TeamViewState, base: string | URLSearchParams = ''): string {
  const params = new URLSearchParams(base);
  for (const name of Object.values(teamViewParams)) params.delete(name);
  if (state.search.trim() !== '') params.set(teamViewParams.search, state.search);
  if (state.page > 1) params.set(teamViewParams.page, String(state.page));
  return params.toString();
}

import { QueryParameterError } from './queryParameterError';

/** Spring Data's defaults for `page` / `size` when a request omits them or sends nonsense. */
export const springPageDefaults = { size: 20, maxSize: 2000 } as const;

/**
 * `max`: the largest `page` or `size` read (the backend's are Java `int`s, which Spring parses with
 * `Integer.parseInt`). `maxSortProperties`: how many different properties a request may sort by; the
 * specs sort by one, and each costs a comparison per pair of records.
 */
export const pageParameterLimits = { max: 2147483647, maxSortProperties: 16 } as const;

/** One order of a `sort=field,dir` parameter. */
export interface SortOrder {
  /** A dotted path into the record. */
  readonly property: string;
  readonly direction: 'ASC' | 'DESC';
}

/** The page a request asks for. */
export interface PageRequest {
  /** Zero-based page number. */
  readonly page: number;
  readonly size: number;
  readonly sort: readonly SortOrder[];
}

/** Per-route overrides of {@link springPageDefaults}. */
export interface PageRequestDefaults {
  /** @default 20 */
  readonly size?: number;
  /** @default 2000 */
  readonly maxSize?: number;
}

/**
 * A whole-number query parameter: absent or blank is null; digits up to `max` are read; anything else
 * (a sign, a fraction, an exponent, hex, a larger number) throws {@link QueryParameterError}.
 * @param max @default Number.MAX_SAFE_INTEGER (a Java `long` id read into a JavaScript number)
 */
export function parseWholeNumberParameter(params: URLSearchParams, parameter: string, max: number = Number.MAX_SAFE_INTEGER): number | null {
  const text = params.get(parameter);
  if (text === null || text.trim() === '') return null;
  const digits = /^\s*\+?(\d+)\s*$/.exec(text)?.[1];
  const value = digits === undefined ? Number.NaN : Number(digits);
  if (!(value <= max)) throw new QueryParameterError(parameter, text, `a whole number from 0 to ${max}`);
  return value;
}

/**
 * Reads `sort` parameters as Spring does: each is `prop[,prop...][,asc|desc]`, the direction (any
 * case, ascending when absent) applying to every property before it; blank pieces are skipped. A
 * property sorted by again is dropped (the first order leaves no ties on it for a later one to break),
 * and more than `pageParameterLimits.maxSortProperties` different ones throw {@link QueryParameterError}.
 */
export function parseSort(params: URLSearchParams): SortOrder[] {
  const orders = new Map<string, SortOrder>();
  for (const parameter of params.getAll('sort')) {
    const pieces = parameter.split(',').map((piece) => piece.trim()).filter((piece) => piece.length > 0);
    const last = pieces.at(-1)?.toLowerCase();
    const hasDirection = last === 'asc' || last === 'desc';
    const direction = last === 'desc' ? 'DESC' : 'ASC';
    for (const property of hasDirection ? pieces.slice(0, -1) : pieces) {
      if (orders.has(property)) continue;
      if (orders.size === pageParameterLimits.maxSortProperties) {
        const expected = `at most ${pageParameterLimits.maxSortProperties} different properties to sort by`;
        throw new QueryParameterError('sort', params.getAll('sort').join('&sort='), expected);
      }
      orders.set(property, { property, direction });
    }
  }
  return [...orders.values()];
}

/**
 * Reads `page`, `size` and `sort` with Spring Data's rules where the request makes sense: a missing
 * page is 0; a missing size or a size of 0 is the default; a size above the maximum is the maximum.
 * Where Spring would quietly read page 0 (a negative number, text, a fraction, a number past an int),
 * the sandbox throws {@link QueryParameterError} (a 400 naming the parameter), so a client's paging bug
 * shows here instead of as a first page.
 */
export function parsePageRequest(params: URLSearchParams, defaults: PageRequestDefaults = {}): PageRequest {
  const defaultSize = defaults.size ?? springPageDefaults.size;
  const maxSize = defaults.maxSize ?? springPageDefaults.maxSize;
  const page = parseWholeNumberParameter(params, 'page', pageParameterLimits.max) ?? 0;
  const requestedSize = parseWholeNumberParameter(params, 'size', pageParameterLimits.max) ?? defaultSize;
  const size = Math.min(requestedSize < 1 ? defaultSize : requestedSize, maxSize);
  return { page, size, sort: parseSort(params) };
}

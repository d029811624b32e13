/** Spring Data's defaults for `page` / `size` when a request omits them or sends nonsense. */
export const springPageDefaults = { size: 20, maxSize: 2000 } as const;

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

function parseInteger(text: string | null): number | null {
  if (text === null || !/^\s*[+-]?\d+\s*$/.test(text)) return null;
  return Number.parseInt(text, 10);
}

/**
 * Reads `sort` parameters as Spring does: each is `prop[,prop...][,asc|desc]`, the direction (any
 * case, ascending when absent) applying to every property before it; blank pieces are skipped.
 */
export function parseSort(params: URLSearchParams): SortOrder[] {
  const orders: SortOrder[] = [];
  for (const parameter of params.getAll('sort')) {
    const pieces = parameter.split(',').map((piece) => piece.trim()).filter((piece) => piece.length > 0);
    const last = pieces.at(-1)?.toLowerCase();
    const hasDirection = last === 'asc' || last === 'desc';
    const direction = last === 'desc' ? 'DESC' : 'ASC';
    for (const property of hasDirection ? pieces.slice(0, -1) : pieces) orders.push({ property, direction });
  }
  return orders;
}

/**
 * Reads `page`, `size` and `sort` with Spring Data's rules: a page that is missing, not an integer
 * or negative is 0; a size that is missing, not an integer or below 1 is the default; a size above
 * the maximum is the maximum.
 */
export function parsePageRequest(params: URLSearchParams, defaults: PageRequestDefaults = {}): PageRequest {
  const defaultSize = defaults.size ?? springPageDefaults.size;
  const maxSize = defaults.maxSize ?? springPageDefaults.maxSize;
  const page = Math.max(0, parseInteger(params.get('page')) ?? 0);
  const requestedSize = parseInteger(params.get('size')) ?? defaultSize;
  const size = Math.min(requestedSize < 1 ? defaultSize : requestedSize, maxSize);
  return { page, size, sort: parseSort(params) };
}

/** A query parameter value; `null` and `undefined` leave the parameter out, an array repeats it. */
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/** Query parameters of a request, in the order they are written. */
export type QueryParams = Readonly<Record<string, QueryValue>>;

function isList(value: QueryValue): value is readonly (string | number | boolean)[] {
  return Array.isArray(value);
}

/**
 * Joins a base URL, a path and query parameters. Values go through `URLSearchParams`, so RSQL
 * filters (spaces, `==`, quotes, parentheses) reach the server intact. String concatenation rather
 * than `new URL` keeps relative bases working (the sandbox on the page's own origin).
 */
export function buildUrl(baseUrl: string, path: string, query?: QueryParams): string {
  const base = baseUrl.replace(/\/+$/, '');
  const joined = `${base}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query) return joined;
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    const values = isList(value) ? value : [value];
    for (const item of values) params.append(name, String(item));
  }
  const search = params.toString();
  if (!search) return joined;
  return `${joined}${joined.includes('?') ? '&' : '?'}${search}`;
}

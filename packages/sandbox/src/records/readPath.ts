/**
 * The values a dotted path (`listingStatus.id`) reaches in a plain record. Arrays met along the way
 * fan out, so `areas.serviceArea` yields every area's name: the RSQL evaluator then matches when any
 * of them does, as a SQL join would. A path that leads nowhere yields `[undefined]`, which callers
 * treat like SQL NULL.
 */
export function readPath(record: unknown, path: string): unknown[] {
  let current: unknown[] = [record];
  for (const key of path.split('.')) {
    const next: unknown[] = [];
    for (const value of current.flatMap((item) => (Array.isArray(item) ? (item as unknown[]) : [item]))) {
      // Only own keys: `constructor` or `toString` must not resolve to Object.prototype's members.
      next.push(value !== null && typeof value === 'object' && Object.hasOwn(value, key) ? (value as Record<string, unknown>)[key] : undefined);
    }
    current = next;
  }
  const leaves = current.flatMap((item) => (Array.isArray(item) ? (item as unknown[]) : [item]));
  return leaves.length > 0 ? leaves : [undefined];
}

/**
 * How SWR cache keys are built, so screens that show the same data share one cache entry:
 * a tuple of the resource name and its parameters, e.g. `['enquiries', { role: 'AGENCY', id: 12 }]`.
 */

/** A flat record of primitives, for parameters such as a scope or a filter. */
export type SwrKeyRecord = { readonly [name: string]: string | number | boolean | null | undefined };

/** One parameter of a key. SWR hashes records by content, so a fresh object with the same values is the same key. */
export type SwrKeyPart = string | number | boolean | null | undefined | SwrKeyRecord;

/** A cache key: the resource name first, then its parameters. */
export type SwrKey<Resource extends string = string> = readonly [Resource, ...SwrKeyPart[]];

/** Builds a key from a resource name and its parameters. */
export function createKey<Resource extends string, Params extends readonly SwrKeyPart[]>(
  resource: Resource,
  ...params: Params
): readonly [Resource, ...Params] {
  return [resource, ...params];
}

function samePart(a: SwrKeyPart, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || a === null || typeof b !== 'object' || b === null || Array.isArray(b)) return false;
  const other = b as Record<string, unknown>;
  const names = Object.keys(a);
  return names.length === Object.keys(other).length && names.every((name) => a[name] === other[name]);
}

/**
 * A filter for SWR's `mutate(filter)` matching every key that starts with the given parts, e.g.
 * `keyStartsWith('enquiries')` revalidates every enquiry list whatever its scope.
 */
export function keyStartsWith(...prefix: SwrKey): (key: unknown) => boolean {
  return (key) => Array.isArray(key) && key.length >= prefix.length && prefix.every((part, index) => samePart(part, key[index]));
}

/**
 * Whether two mutation arguments ask for the same change: equal primitives, and plain objects and
 * arrays with equal members. Anything else (a File, a Blob, a Date) is the same only if it is the
 * same object: two files chosen one after the other are two changes, though they have no own keys.
 */
export function isSameArgument(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => isSameArgument(item, b[index]));
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((name) => Object.hasOwn(b, name) && isSameArgument(a[name], b[name]));
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** A collection whose records can be read and put back whole: what saving and rewriting a database need. */
export interface Replaceable {
  list(): unknown[];
  replace(records: readonly never[]): void;
}

/** Whether a database entry is a {@link Replaceable} collection (not a file store, not `reset`). */
export function isReplaceable(value: unknown): value is Replaceable {
  return typeof value === 'object' && value !== null && typeof (value as Replaceable).list === 'function' && typeof (value as Replaceable).replace === 'function';
}

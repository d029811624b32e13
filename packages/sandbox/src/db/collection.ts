/** A value that can identify a record. */
export type RecordId = number | string;

/** A record as it is inserted: its key may be left to the collection. */
export type NewRecord<T, K extends keyof T> = Omit<T, K> & Partial<Pick<T, K>>;

/** Options of {@link createCollection}. */
export interface CollectionOptions<T, K extends keyof T> {
  /**
   * The field that identifies a record (`reviewId`, `relationshipId`, ...).
   * @default 'id'
   */
  readonly key?: K;
  /**
   * The key of a record inserted without one, given the keys in use.
   * @default the largest numeric key plus one (1 for an empty collection)
   */
  readonly nextId?: (existingIds: readonly T[K][]) => T[K];
}

/**
 * One table of the sandbox database. Reads and writes go through copies, so a handler or test that
 * changes a returned object never changes the stored state by accident.
 */
export interface Collection<T, K extends keyof T = keyof T> {
  /** Every record in insertion order, or those the predicate keeps. */
  list(predicate?: (record: T) => boolean): T[];
  /** The first record the predicate keeps. */
  find(predicate: (record: T) => boolean): T | undefined;
  /** The record with this key; `'5'` and `5` are the same key, since route params are text. */
  get(id: RecordId): T | undefined;
  /** Stores a record, giving it the next key when it has none; throws when the key is taken. */
  insert(record: NewRecord<T, K>): T;
  /** Merges a patch (or applies an updater) into the record with this key; undefined when absent. The key never changes. */
  update(id: RecordId, change: Partial<T> | ((current: T) => T)): T | undefined;
  /** Deletes the record with this key; whether it existed. */
  remove(id: RecordId): boolean;
  /** How many records are stored. */
  count(): number;
  /** Back to the seed, next keys included. */
  reset(): void;
  /** Puts these records in place of every stored one (a saved state coming back). */
  replace(records: readonly T[]): void;
}

function defaultNextId(existingIds: readonly unknown[]): number {
  const numeric = existingIds.map(Number).filter((id) => Number.isInteger(id));
  return numeric.length === 0 ? 1 : Math.max(...numeric) + 1;
}

/**
 * An in-memory table seeded with `seed` (copied, so the caller's array is never touched), keyed by
 * `id` unless `key` names another field. Keys are numbers by default; pass `nextId` for text keys.
 */
export function createCollection<T extends Record<K, RecordId>, K extends keyof T & string = keyof T & 'id'>(
  seed: readonly T[],
  options: CollectionOptions<T, K> = {},
): Collection<T, K> {
  const key = options.key ?? ('id' as K);
  const nextId = options.nextId ?? ((ids: readonly T[K][]) => defaultNextId(ids) as T[K]);
  const snapshot = structuredClone(seed);
  let records: T[] = structuredClone(snapshot) as T[];
  const indexOf = (id: RecordId) => records.findIndex((record) => String(record[key]) === String(id));

  return {
    list: (predicate) => structuredClone(predicate ? records.filter(predicate) : records),
    find: (predicate) => {
      const found = records.find(predicate);
      return found && structuredClone(found);
    },
    get: (id) => {
      const found = records[indexOf(id)];
      return found && structuredClone(found);
    },
    insert: (record) => {
      const id = (record as Partial<T>)[key] ?? nextId(records.map((existing) => existing[key]));
      if (indexOf(id) !== -1) throw new Error(`A record with ${key} ${String(id)} already exists`);
      const stored = { ...structuredClone(record), [key]: id } as unknown as T;
      records.push(stored);
      return structuredClone(stored);
    },
    update: (id, change) => {
      const index = indexOf(id);
      const current = records[index];
      if (!current) return undefined;
      const next = typeof change === 'function' ? change(structuredClone(current)) : { ...current, ...structuredClone(change) };
      const stored = { ...structuredClone(next), [key]: current[key] };
      records[index] = stored;
      return structuredClone(stored);
    },
    remove: (id) => {
      const index = indexOf(id);
      if (index === -1) return false;
      records.splice(index, 1);
      return true;
    },
    count: () => records.length,
    reset: () => {
      records = structuredClone(snapshot) as T[];
    },
    replace: (saved) => {
      records = structuredClone(saved) as T[];
    },
  };
}

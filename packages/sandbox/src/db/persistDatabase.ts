import type { Resettable } from './database';

/** Where a database is saved: `sessionStorage` in the host's demo mode. */
export interface DatabaseStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

interface Restorable {
  list(): unknown[];
  replace(records: readonly never[]): void;
}

function isRestorable(value: unknown): value is Restorable {
  return typeof value === 'object' && value !== null && 'list' in value && 'replace' in value;
}

function restorableCollections(db: Record<string, unknown>): [string, Restorable][] {
  return Object.entries(db).filter((entry): entry is [string, Restorable] => isRestorable(entry[1]));
}

/** The key demo mode saves its database under. */
export const demoDatabaseKey = 'marketplace.sandbox.db';

/** Saves every collection's records (file stores are left out: they hold blobs). */
export function saveDatabase(db: Record<string, unknown>, storage: DatabaseStorage, key: string = demoDatabaseKey): void {
  const saved = Object.fromEntries(restorableCollections(db).map(([name, collection]) => [name, collection.list()]));
  try {
    storage.setItem(key, JSON.stringify(saved));
  } catch {
    // Storage full or refused: the demo keeps working in memory, as it did before saving existed.
  }
}

/**
 * Puts back what {@link saveDatabase} saved, collection by collection, so edits made in demo mode
 * outlive a reload. Anything unreadable is dropped and the seed stays.
 */
export function restoreDatabase(db: Record<string, unknown> & Resettable, storage: DatabaseStorage, key: string = demoDatabaseKey): boolean {
  const text = storage.getItem(key);
  if (!text) return false;
  try {
    const saved: unknown = JSON.parse(text);
    if (typeof saved !== 'object' || saved === null) throw new Error('not an object');
    for (const [name, collection] of restorableCollections(db)) {
      const records = (saved as Record<string, unknown>)[name];
      if (Array.isArray(records)) collection.replace(records as never[]);
    }
    return true;
  } catch {
    storage.removeItem(key);
    db.reset();
    return false;
  }
}

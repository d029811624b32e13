import type { Resettable } from './database';
import { isReplaceable, type Replaceable } from './replaceable';
import { decodeFile, encodeFile, type SavedFile } from './savedFile';
import { decodeRuns, encodeRuns, fingerprint, isUnchanged, type Run } from './seedRuns';

/** Where a database is saved: `sessionStorage` in the host's demo mode. */
export interface DatabaseStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Options of {@link persistDatabase}. */
export interface PersistDatabaseOptions {
  /** @default {@link demoDatabaseKey} */
  key?: string;
  /** Called on every write to the database, so the caller can schedule a `save()` (off the request's path). */
  onChange?: () => void;
}

/** What {@link persistDatabase} gives back. */
export interface DatabasePersistence {
  /** Whether saved changes were put back. */
  readonly restored: boolean;
  /** Writes what differs from the seed (the saved entry goes when nothing does); does nothing when nothing was written since the last save. */
  save(): void;
}


type StoredFileLike = Parameters<typeof encodeFile>[0];

interface FileStoreLike {
  names(): string[];
  get(name: string): StoredFileLike | undefined;
  put(name: string, file: StoredFileLike): void;
}

/** The saved form: per changed collection, the seed it was taken against and its runs; uploaded files by store and name. */
interface SavedChanges {
  v: 2;
  collections: Record<string, { seed: string; runs: Run[] }>;
  files?: Record<string, Record<string, SavedFile>>;
}

/** A collection written since start: its seed, and the seed's JSON once a save needs it. */
interface Tracked {
  seed: unknown[];
  texts?: string[];
  print?: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFileStore(value: unknown): value is FileStoreLike {
  return isRecord(value) && typeof value.names === 'function' && typeof value.put === 'function' && typeof value.get === 'function';
}

/** Runs `before` ahead of each of the object's named methods (the handlers hold the object, so it is wrapped in place). */
function beforeEach(target: object, methods: readonly string[], before: () => void): void {
  const methodsOf = target as Record<string, unknown>;
  for (const method of methods) {
    const original = methodsOf[method];
    if (typeof original !== 'function') continue;
    methodsOf[method] = (...args: unknown[]) => {
      before();
      return (original as (...args: unknown[]) => unknown).apply(target, args);
    };
  }
}

/** The key demo mode saves its changes under. */
export const demoDatabaseKey = 'marketplace.sandbox.db';

/**
 * Uploaded files larger than this are not saved: sessionStorage holds about 5 MB per origin, and the
 * records matter more. A file left out is gone after a reload, as every upload was before.
 */
export const savedFileMaxBytes = 512 * 1024;

/**
 * Keeps a database's changes in `storage`, so edits made in demo mode outlive a reload. Call it on a
 * fresh database, at its seed: it puts back what an earlier page saved, then watches the writes.
 * `save()` writes only what differs from the seed, for the collections written to: each as runs of
 * unchanged seed records (`[from, to]`) around the records that changed, plus uploaded files up to
 * {@link savedFileMaxBytes}. A status change is a few hundred bytes where the whole database is about
 * 480 KB, and a save reads only the collections written to. A save that cannot be read, or was made
 * against another seed, is dropped and the seed stays.
 */
export function persistDatabase(db: Record<string, unknown> & Resettable, storage: DatabaseStorage, options: PersistDatabaseOptions = {}): DatabasePersistence {
  const key = options.key ?? demoDatabaseKey;
  const collections = new Map(Object.entries(db).filter((entry): entry is [string, Replaceable] => isReplaceable(entry[1])));
  const fileStores = new Map(Object.entries(db).filter((entry): entry is [string, FileStoreLike] => isFileStore(entry[1])));
  const seedFileNames = new Map([...fileStores].map(([name, store]) => [name, new Set(store.names())]));
  const tracked = new Map<string, Tracked>();
  const encodedFiles = new Map<string, SavedFile | null>();
  let unsaved = false;

  const seedTexts = (entry: Tracked) => (entry.texts ??= entry.seed.map((record) => JSON.stringify(record)));
  const seedPrint = (entry: Tracked) => (entry.print ??= fingerprint(seedTexts(entry)));
  const track = (name: string, collection: Replaceable) => {
    if (!tracked.has(name)) tracked.set(name, { seed: collection.list() });
    return tracked.get(name) as Tracked;
  };

  function restore(): boolean {
    const text = storage.getItem(key);
    if (!text) return false;
    try {
      const saved: unknown = JSON.parse(text);
      if (!isRecord(saved) || saved.v !== 2 || !isRecord(saved.collections)) throw new Error('not a saved change set');
      const restored: [Replaceable, unknown[]][] = [];
      for (const [name, change] of Object.entries(saved.collections)) {
        const collection = collections.get(name);
        if (!collection || !isRecord(change)) throw new Error(`no collection '${name}'`);
        const entry = track(name, collection);
        if (change.seed !== seedPrint(entry)) throw new Error(`'${name}' was saved against another seed`);
        restored.push([collection, decodeRuns(change.runs, entry.seed)]);
      }
      const files: [FileStoreLike, string, StoredFileLike][] = [];
      for (const [storeName, storeFiles] of Object.entries(isRecord(saved.files) ? saved.files : {})) {
        const store = fileStores.get(storeName);
        if (!store || !isRecord(storeFiles)) throw new Error(`no file store '${storeName}'`);
        for (const [name, file] of Object.entries(storeFiles)) files.push([store, name, decodeFile(file)]);
      }
      for (const [collection, records] of restored) collection.replace(records as never[]);
      for (const [store, name, file] of files) store.put(name, file);
      return true;
    } catch {
      storage.removeItem(key);
      tracked.clear();
      db.reset();
      return false;
    }
  }

  function savedFiles(): SavedChanges['files'] {
    const saved: NonNullable<SavedChanges['files']> = {};
    for (const [storeName, store] of fileStores) {
      const files: Record<string, SavedFile> = {};
      for (const name of store.names()) {
        if (seedFileNames.get(storeName)?.has(name)) continue;
        const cacheKey = `${storeName}/${name}`;
        // Stored names are unique per upload, so a file is encoded once, not on every save.
        if (!encodedFiles.has(cacheKey)) {
          const file = store.get(name);
          encodedFiles.set(cacheKey, file && file.bytes.byteLength <= savedFileMaxBytes ? encodeFile(file) : null);
        }
        const encoded = encodedFiles.get(cacheKey);
        if (encoded) files[name] = encoded;
      }
      if (Object.keys(files).length > 0) saved[storeName] = files;
    }
    return Object.keys(saved).length > 0 ? saved : undefined;
  }

  function save(): void {
    if (!unsaved) return;
    unsaved = false;
    const changes: SavedChanges = { v: 2, collections: {} };
    for (const [name, entry] of tracked) {
      const texts = seedTexts(entry);
      const runs = encodeRuns(collections.get(name)?.list() ?? [], texts);
      if (!isUnchanged(runs, texts.length)) changes.collections[name] = { seed: seedPrint(entry), runs };
    }
    const files = savedFiles();
    try {
      if (Object.keys(changes.collections).length === 0 && !files) storage.removeItem(key);
      else storage.setItem(key, JSON.stringify(files ? { ...changes, files } : changes));
    } catch {
      // Storage full or refused: the records matter more than the files.
      try {
        if (files) storage.setItem(key, JSON.stringify(changes));
      } catch {
        // Still refused: the demo keeps working in memory, as it did before saving existed.
      }
    }
  }

  const restored = restore();
  const written = () => {
    unsaved = true;
    options.onChange?.();
  };
  for (const [name, collection] of collections) {
    // The seed is copied at the first write (before it happens), so an untouched collection costs nothing.
    beforeEach(collection, ['insert', 'update', 'remove', 'replace', 'reset'], () => {
      track(name, collection);
      written();
    });
  }
  for (const store of fileStores.values()) beforeEach(store, ['put', 'remove', 'reset'], written);
  return { restored, save };
}

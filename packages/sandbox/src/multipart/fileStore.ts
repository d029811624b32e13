/** One stored file. */
export interface StoredFile {
  /**
   * The MIME type the uploader declared (or the name's extension implied), e.g. `image/png`: kept as
   * said, but never what the file is served as (see `mediaHeaders`), since a client can claim anything.
   */
  readonly type: string;
  readonly bytes: Uint8Array;
  /** The name the client uploaded it under, when known. */
  readonly originalName?: string;
  /** The upload's `folder` field (`profile`, `cover`, `property-assets`), when given. */
  readonly folder?: string;
  /** A picture the sandbox drew itself (the seeded placeholder), served as its `type`: no client chose its bytes. */
  readonly sandboxMade?: boolean;
}

/** Uploaded files by stored name; part of the sandbox database, so `reset()` drops uploads. */
export interface FileStore {
  get(name: string): StoredFile | undefined;
  has(name: string): boolean;
  put(name: string, file: StoredFile): void;
  remove(name: string): boolean;
  /** Stored names in insertion order. */
  names(): string[];
  /** Back to the seeded files. */
  reset(): void;
  /**
   * A store shared beyond this sandbox (demo mode's media cache, which every tab reads): finishes the
   * writes under way and learns the names taken elsewhere, so `has` sees them. Absent on a store of its own.
   */
  sync?(): Promise<void>;
  /** A file kept where the store is shared (another tab's upload), when `get` does not hold it. */
  find?(name: string): Promise<StoredFile | undefined>;
  /** Keeps a file served but not stored (a seeded placeholder) where the store is shared, so it opens elsewhere too. */
  share?(name: string, file: StoredFile): void;
}

function copy(file: StoredFile): StoredFile {
  return { ...file, bytes: file.bytes.slice() };
}

/** A file store holding `seed` (for sample images the seeded records point at). */
export function createFileStore(seed: Readonly<Record<string, StoredFile>> = {}): FileStore {
  const initial = Object.entries(seed).map(([name, file]) => [name, copy(file)] as const);
  let files = new Map<string, StoredFile>(initial);
  return {
    get: (name) => {
      const file = files.get(name);
      return file && copy(file);
    },
    has: (name) => files.has(name),
    put: (name, file) => {
      files.set(name, copy(file));
    },
    remove: (name) => files.delete(name),
    names: () => [...files.keys()],
    reset: () => {
      files = new Map(initial.map(([name, file]) => [name, copy(file)]));
    },
  };
}

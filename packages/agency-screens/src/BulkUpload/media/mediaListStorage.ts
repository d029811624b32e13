import { uploadedMediaItemSchema, type UploadedMediaItem } from '@marketplace/domain';

/**
 * Where the list of generated URLs is kept for the tab (sessionStorage by default): a refresh in the
 * middle of filling a CSV must not lose URLs the user has not pasted yet. The files themselves stay
 * on the server, so the URLs remain valid.
 */
export type MediaListStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The storage key of the list. */
export const mediaListStorageKey = 'marketplace.bulkUpload.media';

/** The tab's sessionStorage, or null where there is none or it is refused (a sandboxed frame). */
export function tabMediaListStorage(): MediaListStorage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** The saved list; entries that no longer fit the schema (an older shape, a hand edit) are dropped. */
export function readMediaList(storage: MediaListStorage | null): UploadedMediaItem[] {
  if (!storage) return [];
  try {
    const saved: unknown = JSON.parse(storage.getItem(mediaListStorageKey) ?? '[]');
    if (!Array.isArray(saved)) return [];
    return saved.flatMap((entry) => {
      const parsed = uploadedMediaItemSchema.safeParse(entry);
      return parsed.success ? [parsed.data] : [];
    });
  } catch {
    return [];
  }
}

/** Saves the list; an empty list removes the key. A full or refused storage leaves the list in memory only. */
export function writeMediaList(storage: MediaListStorage | null, items: readonly UploadedMediaItem[]): void {
  if (!storage) return;
  try {
    if (items.length === 0) storage.removeItem(mediaListStorageKey);
    else storage.setItem(mediaListStorageKey, JSON.stringify(items));
  } catch {
    // Quota exceeded or storage disabled: the screen keeps working with the list in memory.
  }
}

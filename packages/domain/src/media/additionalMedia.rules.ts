import { mediaKindOf, mediaTypeFor, type MediaKind } from '../constants/mediaTypes';
import { validateMediaFile, type FileCheck } from '../files/fileValidation.rules';
import type { FileFacts } from '../files/fileTypes';
import type { PropertyMedia } from '../property/propertyParts.schema';
import { isVideoFileName } from './imageUrl.rules';

/**
 * One entry of the additional media editor (spec 2 section 5, spec 3 section 3 propertyMedia): a
 * file on its way (`url` null) or stored (`url` the property-host path the server gave).
 */
export interface AdditionalMediaItem {
  /** The editor's key: stable across reorders, never sent. */
  readonly id: string;
  /** The stored path (`/api/media/{name}`), or null until the upload succeeds. */
  readonly url: string | null;
  /** Image or video, by the file's extension (spec 2 section 5). */
  readonly kind: MediaKind;
  /** The file's name as chosen, or the stored URL's last segment. */
  readonly name: string;
  readonly description: string;
  readonly isFeatured: boolean;
}

/** Why the editor refuses a file: the shared validator's reasons, an empty file, or bytes that are not what the name says. */
export type AdditionalMediaRefusal = 'unsupported-type' | 'too-large' | 'empty' | 'content-mismatch';

/**
 * How many files upload at once; the rest wait their turn in the order chosen. Thirty files chosen
 * together (issue 16, bad input) neither open thirty connections nor share the bandwidth so thinly
 * that every bar crawls; each waiting file says so.
 */
export const additionalMediaUploadConcurrency = 3;

/** A file counts as video by its extension (spec 2 section 5); everything else the validator accepts is an image. */
export function additionalMediaKind(fileName: string): MediaKind {
  return isVideoFileName(fileName) ? 'video' : 'image';
}

/**
 * The checks made before a file is sent, in order: the shared media validator (type by MIME type or
 * extension, then at most `maxMegabytes`), then not empty: a 0-byte file would upload and store
 * nothing a page can show. What the bytes are is {@link contentMatchesKind}'s check, made after.
 *
 * @param maxMegabytes @default 10 (spec 2 section 5)
 */
export function checkAdditionalMediaFile(file: FileFacts, maxMegabytes = 10): FileCheck<'unsupported-type' | 'too-large' | 'empty'> {
  const check = validateMediaFile(file, maxMegabytes);
  if (!check.ok) return check;
  return file.size <= 0 ? { ok: false, reason: 'empty' } : check;
}

/** The list with `movedIds` taken out and put back, in their order, before or after `targetId`. */
export function moveAdditionalMedia<Item extends { readonly id: string }>(
  items: readonly Item[],
  movedIds: readonly string[],
  targetId: string,
  position: 'before' | 'after',
): Item[] {
  if (movedIds.includes(targetId)) return [...items];
  const moved = items.filter((item) => movedIds.includes(item.id));
  const rest = items.filter((item) => !movedIds.includes(item.id));
  const targetIndex = rest.findIndex((item) => item.id === targetId);
  if (targetIndex < 0) return [...items];
  const at = position === 'before' ? targetIndex : targetIndex + 1;
  return [...rest.slice(0, at), ...moved, ...rest.slice(at)];
}

/**
 * 'Feature one': marking an item featured unmarks every other; marking the featured one again leaves
 * none featured (the property has no featured media, as a saved property may).
 */
export function toggleFeaturedMedia(items: readonly AdditionalMediaItem[], id: string): AdditionalMediaItem[] {
  const wasFeatured = items.some((item) => item.id === id && item.isFeatured);
  return items.map((item) => ({ ...item, isFeatured: !wasFeatured && item.id === id }));
}

/** The list with one item's description replaced, as typed (trimmed only when sent). */
export function describeMedia(items: readonly AdditionalMediaItem[], id: string, description: string): AdditionalMediaItem[] {
  return items.map((item) => (item.id === id ? { ...item, description } : item));
}

/** The list without one item. */
export function removeMedia<Item extends { readonly id: string }>(items: readonly Item[], id: string): Item[] {
  return items.filter((item) => item.id !== id);
}

/** Whether every item has been stored, so the property can be saved without losing one. */
export function allMediaStored(items: readonly AdditionalMediaItem[]): boolean {
  return items.every((item) => item.url !== null);
}

/**
 * The propertyMedia payload (spec 3 section 3) of the stored items, in the editor's order: media type
 * 2 for video, 1 for image, the description trimmed (absent when blank). Items still uploading are left out.
 */
export function toPropertyMedia(items: readonly AdditionalMediaItem[]): PropertyMedia[] {
  return items.flatMap((item) => {
    if (item.url === null) return [];
    const description = item.description.trim();
    return [{ url: item.url, mediaType: { ...mediaTypeFor(item.kind) }, type: item.kind, isFeatured: item.isFeatured, ...(description ? { description } : {}) }];
  });
}

function lastSegmentName(url: string): string {
  const segment = url.split(/[?#]/, 1)[0]?.split('/').pop() || url;
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // a stray '%' in a stored name: show it as stored
  }
}

/** The editor's items for a saved property's media: the type field, else media type id 2, decides video (spec 3 section 3). */
export function fromPropertyMedia(media: readonly PropertyMedia[]): AdditionalMediaItem[] {
  return media.map((entry, index) => ({
    id: entry.id != null ? `saved-${entry.id}` : `saved-index-${index}`,
    url: entry.url,
    kind: entry.type ?? mediaKindOf(entry.mediaType.id),
    name: lastSegmentName(entry.url),
    description: entry.description ?? '',
    isFeatured: entry.isFeatured === true,
  }));
}

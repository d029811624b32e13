import { fileExtension, videoFileExtensions } from '../files/fileTypes';

/**
 * Whether a value may be used as an image source (spec 2 section 5, the agent dialog): it parses as
 * an absolute URL, starts with `/` or `./`, or contains a dot. Blank or absent values are not.
 */
export function isValidImageUrl(value: string | null | undefined): boolean {
  const text = value?.trim() ?? '';
  if (text === '') return false;
  if (text.startsWith('/') || text.startsWith('./') || text.includes('.')) return true;
  try {
    new URL(text);
    return true;
  } catch {
    return false;
  }
}

/** The value when {@link isValidImageUrl} accepts it, else the fallback picture (spec 2 section 5). */
export function imageUrlOr(value: string | null | undefined, fallback: string): string {
  return value != null && isValidImageUrl(value) ? value.trim() : fallback;
}

// Kept as they are: already absolute (including protocol-relative) or a local preview.
const keptAsIsPattern = /^(?:https?:|data:|blob:|\/\/)/i;

/**
 * Where to load a stored image from (spec 3 section 7): an empty value gives the placeholder;
 * absolute http(s), protocol-relative, `data:` and `blob:` (local preview) URLs are kept; any other
 * value is relative and resolves to `{mediaBase}/api/media/{last path segment}`, query and fragment
 * dropped. The segment is used as stored, not re-encoded, since the server returned it that way.
 *
 * @param mediaBase the property host, e.g. `https://property.example.ae` ('' for the same origin).
 * @param placeholder the picture to show when there is no image.
 */
export function resolveMediaUrl(value: string | null | undefined, mediaBase: string, placeholder: string): string {
  const text = value?.trim() ?? '';
  if (text === '') return placeholder;
  if (keptAsIsPattern.test(text)) return text;
  const path = text.split(/[?#]/, 1)[0] ?? '';
  const lastSegment = path.split('/').filter((segment) => segment !== '' && segment !== '.').pop();
  if (lastSegment === undefined) return placeholder;
  return `${mediaBase.replace(/\/+$/, '')}/api/media/${lastSegment}`;
}

/**
 * Whether a file name or URL is a video, by its extension (spec 2 section 5: mp4, avi, mov, wmv,
 * webm, mkv), case-insensitively.
 */
export function isVideoFileName(
  name: string | null | undefined,
  extensions: readonly string[] = videoFileExtensions,
): boolean {
  if (!name) return false;
  const extension = fileExtension(name);
  return extension !== '' && extensions.includes(extension);
}

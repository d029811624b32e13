import { propertyListLimits } from '../constants/limits';

// Elements whose content is never text a reader sees.
const hiddenElementPattern = /<(script|style|template|noscript)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
const commentPattern = /<!--[\s\S]*?-->/g;
// Tags that end a block or a line: their words must not run into the next ones.
const breakingTagPattern = /<\/?(?:p|div|br|li|ul|ol|h[1-6]|blockquote|pre|tr|td|th|table|section|article|header|footer|hr)\b[^>]*>/gi;
const tagPattern = /<\/?[a-z!][^>]*>/gi;
const namedEntities: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
const entityPattern = /&(?:#(\d+)|#x([0-9a-f]+)|([a-z]+));/gi;

function decodeEntity(match: string, decimal?: string, hex?: string, name?: string): string {
  const code = decimal ? Number(decimal) : hex ? Number.parseInt(hex, 16) : null;
  if (code !== null) return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
  return namedEntities[name?.toLowerCase() ?? ''] ?? match;
}

/**
 * The text of a stored rich description (HTML from the editor or pasted from elsewhere): tags,
 * comments and the content of scripts and styles dropped, entities decoded, white space collapsed.
 * The result is for rendering as text; it is not safe HTML and must never be set as HTML.
 */
export function plainTextOf(html: string | null | undefined): string {
  if (!html) return '';
  return html
    .replace(commentPattern, ' ')
    .replace(hiddenElementPattern, ' ')
    .replace(breakingTagPattern, ' ')
    .replace(tagPattern, '')
    .replace(entityPattern, decodeEntity)
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * A project card's description (spec 3 sections 2.3 and 9): the plain text of the description cut to
 * 120 characters, with '...' after a cut (docs/decisions.md, 'Project chooser'). Characters are code
 * points, so an emoji or a letter outside the basic plane is never split in two.
 */
export function projectDescriptionPreview(
  html: string | null | undefined,
  maxLength: number = propertyListLimits.descriptionPreviewLength,
): string {
  const characters = Array.from(plainTextOf(html));
  if (characters.length <= maxLength) return characters.join('');
  return `${characters.slice(0, maxLength).join('').trimEnd()}...`;
}

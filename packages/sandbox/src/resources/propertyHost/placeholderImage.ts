import type { StoredFile } from '../../multipart/fileStore';

const palette = ['#0f766e', '#1d4ed8', '#7c3aed', '#b45309', '#be123c', '#15803d', '#0369a1', '#a16207'] as const;

function hashOf(text: string): number {
  let hash = 0;
  for (const character of text) hash = (hash * 31 + (character.codePointAt(0) ?? 0)) >>> 0;
  return hash;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (character) => `&#${character.codePointAt(0) ?? 0};`);
}

/** The words of a stored name, for the placeholder's caption: `dubai-marina-villa-main-3.jpg` -> `dubai marina villa main 3`. */
export function captionOf(fileName: string): string {
  return fileName
    .replace(/\.[A-Za-z0-9]{1,8}$/, '')
    .replace(/[-_]+/g, ' ')
    .trim();
}

/**
 * A picture for a seeded image the sandbox holds no bytes for: an SVG (4:3, 800x600) in a colour
 * picked from the name, so the same name always looks the same, with the name as its caption. It is
 * served as `image/svg+xml` whatever the name's extension: browsers go by the content type. The only
 * SVG the sandbox serves (an uploaded one is refused): no script, the caption escaped, and served
 * under a `sandbox` Content-Security-Policy all the same.
 */
export function placeholderImage(fileName: string): StoredFile {
  const colour = palette[hashOf(fileName) % palette.length] ?? palette[0];
  const caption = escapeXml(captionOf(fileName) || 'image');
  const svg = [
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">',
    `<rect width="800" height="600" fill="${colour}"/>`,
    '<path d="M250 380 L350 260 L430 340 L490 290 L570 380 Z" fill="#ffffff" fill-opacity="0.35"/>',
    '<circle cx="520" cy="220" r="36" fill="#ffffff" fill-opacity="0.35"/>',
    `<text x="400" y="460" font-family="sans-serif" font-size="28" fill="#ffffff" text-anchor="middle">${caption}</text>`,
    '</svg>',
  ].join('');
  return { type: 'image/svg+xml', bytes: new TextEncoder().encode(svg), originalName: fileName, sandboxMade: true };
}

import { detectMediaType } from './contentType';
import type { StoredFile } from './fileStore';

/**
 * The Content-Security-Policy of every media answer: a media URL opened on its own in the sandbox's
 * origin (demo mode serves on the host's) runs no script and loads nothing, whatever the file holds.
 * An image or a video still shows: the policy binds the document, not the picture it displays.
 */
export const mediaContentSecurityPolicy = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

function attachmentName(name: string): string {
  return name.replace(/[^A-Za-z0-9._-]+/g, '_') || 'file';
}

/**
 * The headers a stored file is served with, wherever it is served (msw's handler, the HTTP server,
 * demo mode's cache). The type comes from the bytes, never from what the uploader claimed: an accepted
 * image or video is served as such; a picture the sandbox drew itself (the seeded placeholder SVG) as
 * its own type; anything else as `application/octet-stream` with `Content-Disposition: attachment`,
 * so a browser downloads it rather than render it. `nosniff` on all of them.
 */
export function mediaHeaders(file: StoredFile, name: string): Record<string, string> {
  const detected = detectMediaType(file.bytes);
  const type = detected ?? (file.sandboxMade ? file.type : 'application/octet-stream');
  return {
    'Content-Type': type,
    'Content-Length': String(file.bytes.byteLength),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': mediaContentSecurityPolicy,
    ...(detected || file.sandboxMade ? {} : { 'Content-Disposition': `attachment; filename="${attachmentName(name)}"` }),
  };
}

import { mediaLimits } from '@marketplace/domain';

// A 1 x 1 PNG, so a story's upload is a real picture the browser can draw from its generated URL.
const onePixelPng = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** A small PNG file made in the page, as if chosen from the disk. */
export function storyPngFile(name: string): File {
  const bytes = Uint8Array.from(atob(onePixelPng), (character) => character.charCodeAt(0));
  return new File([bytes], name, { type: 'image/png' });
}

/** A video one byte over the shared upload limit, which the validator refuses before sending. */
export function storyOversizedVideo(name: string): File {
  return new File([new Uint8Array(mediaLimits.sharedUploadMaxBytes + 1)], name, { type: 'video/mp4' });
}

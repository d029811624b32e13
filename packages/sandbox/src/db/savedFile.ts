/** A stored file as it is saved in text storage: its bytes in base64 and its details. */
export interface SavedFile {
  type: string;
  base64: string;
  originalName?: string;
  folder?: string;
}

interface FileLike {
  readonly type: string;
  readonly bytes: Uint8Array;
  readonly originalName?: string;
  readonly folder?: string;
}

// String.fromCharCode takes its bytes as arguments: this many at a time stays under engines' limits.
const chunkBytes = 0x8000;

export function encodeFile({ bytes, ...details }: FileLike): SavedFile {
  let binary = '';
  for (let start = 0; start < bytes.length; start += chunkBytes) binary += String.fromCharCode(...bytes.subarray(start, start + chunkBytes));
  return { ...details, base64: btoa(binary) };
}

/** The file back from its saved form; throws on a form that is not one. */
export function decodeFile(saved: unknown): FileLike {
  if (typeof saved !== 'object' || saved === null) throw new Error('a saved file must be an object');
  const { type, base64, originalName, folder } = saved as Record<string, unknown>;
  if (typeof type !== 'string' || typeof base64 !== 'string') throw new Error('a saved file needs its type and bytes');
  const binary = atob(base64);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return {
    type,
    bytes,
    ...(typeof originalName === 'string' ? { originalName } : {}),
    ...(typeof folder === 'string' ? { folder } : {}),
  };
}

import {
  additionalMediaKind,
  checkAdditionalMediaFile,
  contentMatchesKind,
  mediaSignatureLength,
  type AdditionalMediaRefusal,
  type MediaKind,
} from '@marketplace/domain';

/** A chosen file after the checks: accepted with its kind, or refused with the reason. */
export type ScreenedFile =
  | { readonly file: File; readonly kind: MediaKind; readonly refusal: null }
  | { readonly file: File; readonly kind: MediaKind; readonly refusal: AdditionalMediaRefusal };

async function readHead(file: File): Promise<Uint8Array> {
  try {
    return new Uint8Array(await file.slice(0, mediaSignatureLength).arrayBuffer());
  } catch {
    return new Uint8Array(0); // unreadable (moved or deleted since it was chosen): no signature matches
  }
}

/**
 * The domain's checks in order (type, size, empty), then the first bytes against the kind the name
 * claims, for every chosen file; the order of the choice is kept.
 */
export function screenChosenFiles(files: readonly File[], maxMegabytes: number): Promise<ScreenedFile[]> {
  return Promise.all(
    files.map(async (file): Promise<ScreenedFile> => {
      const kind = additionalMediaKind(file.name);
      const check = checkAdditionalMediaFile(file, maxMegabytes);
      if (!check.ok) return { file, kind, refusal: check.reason };
      const matches = contentMatchesKind(await readHead(file), kind);
      return matches ? { file, kind, refusal: null } : { file, kind, refusal: 'content-mismatch' };
    }),
  );
}

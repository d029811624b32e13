import {
  imageLimits,
  imageSignature,
  imageSignatureLength,
  validateEditFormImage,
  validatePropertyImage,
  type ImageSignature,
} from '@marketplace/domain';

/** Which rule checks a chosen image: the create form's shared validator, or the edit form's pick (spec 3 section 5). */
export type PropertyImageRule = 'create' | 'edit';

/** Why a chosen image was refused. */
export type PropertyImageRefusal = 'unsupported-type' | 'too-large' | 'empty' | 'not-an-image' | 'unreadable';

export type PropertyImageCheck = { readonly ok: true } | { readonly ok: false; readonly reason: PropertyImageRefusal };

// What each rule lets through by content, matching the types its validator names.
const formatsOf: Record<PropertyImageRule, ReadonlySet<ImageSignature>> = {
  create: new Set(['jpeg', 'png', 'gif', 'webp']),
  edit: new Set(['jpeg', 'png', 'gif']),
};

async function readHead(file: Blob): Promise<Uint8Array | null> {
  try {
    return new Uint8Array(await file.slice(0, imageSignatureLength).arrayBuffer());
  } catch {
    return null; // moved or deleted since it was chosen
  }
}

/**
 * A chosen property image, checked in this order: the rule's validator (type by MIME type or
 * extension for 'create', by MIME type for 'edit'; at most 5 MB), 0 bytes, then the first bytes. A
 * file whose bytes are no image is 'not-an-image'; one whose bytes are an image of a format the rule
 * refuses (a WebP named `.png` in the edit form) is 'unsupported-type', as its true type would be.
 */
export async function checkPropertyImage(
  file: File,
  rule: PropertyImageRule,
  maxBytes: number = imageLimits.propertyImageMaxBytes,
): Promise<PropertyImageCheck> {
  const check = rule === 'edit' ? validateEditFormImage(file, maxBytes) : validatePropertyImage(file, maxBytes);
  if (!check.ok) return check;
  if (file.size === 0) return { ok: false, reason: 'empty' };
  const head = await readHead(file);
  if (head === null) return { ok: false, reason: 'unreadable' };
  const format = imageSignature(head);
  if (format === null) return { ok: false, reason: 'not-an-image' };
  return formatsOf[rule].has(format) ? { ok: true } : { ok: false, reason: 'unsupported-type' };
}

import { HttpResponse } from 'msw';
import { errorResponse } from '../http/responses';
import { contentTypeFor, fileExtension, isMarkup } from './contentType';
import type { FileStore, StoredFile } from './fileStore';
import { mediaHeaders } from './servedMedia';

/** The 400 for an upload of 0 bytes (the wording of the CSV check, `en.files.csvEmpty`, for every upload). */
export const emptyFileMessage = 'File cannot be empty';

/** The 400 for HTML, SVG or other markup, which would run script if it ever rendered on the origin. */
export const markupRefusedMessage = 'Invalid file type: HTML, SVG and other markup files are not accepted';

/** A multipart upload that cannot be read: the handler answers with {@link MultipartError.response}. */
export class MultipartError extends Error {
  override readonly name = 'MultipartError';

  constructor(
    message: string,
    readonly status = 400,
  ) {
    super(message);
  }

  /** The error answer in the contract's `{ message: { en } }` shape. */
  response(): Response {
    return errorResponse(this.status, this.message);
  }
}

/** What {@link readUploadedFile} found. */
export interface UploadedFile {
  readonly file: File;
  /** Every other text field of the form (`folder`, `agentId`, ...). */
  readonly fields: Readonly<Record<string, string>>;
}

/**
 * Reads a multipart request's file field and its text fields. Throws {@link MultipartError}: 400
 * when the body is not multipart, the field holds no file or an empty one, 413 when the file exceeds `maxBytes`.
 */
export async function readUploadedFile(request: Request, { field = 'file', maxBytes }: { field?: string; maxBytes?: number } = {}): Promise<UploadedFile> {
  if (!request.headers.get('content-type')?.toLowerCase().startsWith('multipart/form-data')) {
    throw new MultipartError('Expected a multipart/form-data body');
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new MultipartError('Malformed multipart body');
  }
  const file = form.get(field);
  if (!(file instanceof File)) throw new MultipartError(`Missing file field '${field}'`);
  if (maxBytes !== undefined && file.size > maxBytes) throw new MultipartError(`File exceeds ${maxBytes} bytes`, 413);
  if (file.size === 0) throw new MultipartError(emptyFileMessage);
  const fields: Record<string, string> = {};
  form.forEach((value, name) => {
    if (typeof value === 'string') fields[name] = value;
  });
  return { file, fields };
}

/**
 * A stored name for an upload that is not taken yet: the original name's stem made URL-safe
 * (lower case, `a-z0-9-`), a counter, and the original extension: `Floor Plan.PNG` becomes
 * `floor-plan-1.png`.
 */
export function uniqueFileName(originalName: string, isTaken: (name: string) => boolean): string {
  const extension = fileExtension(originalName);
  const stem = originalName.slice(0, originalName.length - extension.length);
  const safeStem =
    stem
      .normalize('NFKD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'file';
  for (let counter = 1; ; counter += 1) {
    const candidate = `${safeStem}-${counter}${extension}`;
    if (!isTaken(candidate)) return candidate;
  }
}

/**
 * Stores an uploaded file under a fresh unique name and returns that name. Throws a 400
 * {@link MultipartError} for markup (HTML, SVG, XML, told by the bytes): the one kind of file that
 * runs script on the origin if a browser ever renders it. Other bytes are kept; `fileResponse` serves
 * what is no accepted image or video as a download.
 */
export async function storeUploadedFile(store: FileStore, file: File, { folder }: { folder?: string } = {}): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (isMarkup(bytes)) throw new MultipartError(markupRefusedMessage);
  // A shared store (demo mode) first learns the names other tabs took, and answers once the file is kept there.
  await store.sync?.();
  const name = uniqueFileName(file.name, (candidate) => store.has(candidate));
  const stored: StoredFile = {
    // Multipart parts without a Content-Type arrive as octet-stream: the extension says more.
    type: file.type && file.type !== 'application/octet-stream' ? file.type : contentTypeFor(file.name),
    bytes,
    originalName: file.name,
    ...(folder ? { folder } : {}),
  };
  store.put(name, stored);
  await store.sync?.();
  return name;
}

/**
 * Serves a stored file with the headers of `mediaHeaders` (the type its bytes are, `nosniff`, a
 * download for anything but an accepted image or video); a 404 in the contract's shape when absent.
 */
export function fileResponse(file: StoredFile | undefined, name = 'file'): Response {
  if (!file) {
    const missing = errorResponse(404, `File not found: ${name}`);
    missing.headers.set('X-Content-Type-Options', 'nosniff');
    return missing;
  }
  return new HttpResponse(file.bytes, { headers: mediaHeaders(file, name) });
}

/** Where one file's upload stands: waiting its turn, on its way (with its percent), or failed (with why). */
export type MediaUploadState =
  | { readonly status: 'queued' }
  | { readonly status: 'uploading'; readonly percent: number }
  | { readonly status: 'failed'; readonly reason: string };

/** A chosen file the editor refused before sending, and why, in the catalogue's words. */
export interface MediaRefusal {
  readonly id: string;
  readonly fileName: string;
  readonly message: string;
}

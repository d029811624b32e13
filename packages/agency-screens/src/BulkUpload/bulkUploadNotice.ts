/**
 * A result or error the screen tells the user about. Spec 1 section 8 names them by title; results
 * and errors of the CSV upload and every failure open a modal with an OK button, lighter successes
 * (URL Copied!, File Removed, Template Downloaded, Media Uploaded Successfully) show as a toast with
 * the same title (docs/decisions.md).
 */
export interface BulkUploadNotice {
  readonly tone: 'success' | 'danger';
  /** One of spec 1 section 8's modal titles, from the catalogue. */
  readonly title: string;
  readonly message: string;
  /** The server's list of what is wrong (a refused CSV), shown under the message. */
  readonly errors?: readonly string[];
}

/** Where a notice goes: a blocking modal with OK, or a toast. */
export type BulkUploadNoticePresentation = 'modal' | 'toast';

/** Reports a notice; the screen decides how it looks. */
export type NotifyBulkUpload = (notice: BulkUploadNotice, presentation: BulkUploadNoticePresentation) => void;

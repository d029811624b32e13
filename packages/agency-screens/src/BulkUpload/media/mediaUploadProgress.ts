/** A file on its way to the media service, shown with its own progress bar and Cancel. */
export interface MediaUploadProgressItem {
  /** Stays the same when the upload succeeds: the uploaded item takes this id. */
  readonly id: string;
  /** The chosen file's name, the progress bar's label. */
  readonly name: string;
  /** Percent sent, 0 to 100. */
  readonly percent: number;
}

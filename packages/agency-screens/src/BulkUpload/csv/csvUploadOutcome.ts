/** What the last CSV upload came to, for the result panel (spec 1 section 2.2). */
export type CsvUploadOutcome =
  | { readonly kind: 'success'; readonly message: string }
  | { readonly kind: 'failure'; readonly message: string; readonly errors: readonly string[] }
  /** The user pressed Cancel Upload: 'Upload was cancelled.', not a failure, and no modal. */
  | { readonly kind: 'cancelled'; readonly message: string };

/** The media section of Bulk Upload Properties (spec 1 section 2.2). */
export const bulkUploadMediaMessages = {
  title: 'Media Upload',
  uploadMedia: 'Upload Media',
  generatedUrls: 'Generated URLs',
  copyUrl: 'Copy URL',
  copied: 'Copied!',
  remove: 'Remove',
  hint: 'Paste these URLs into the mainImageURL, floorPlanImageURL and layoutImageURL columns of your CSV file.',
  /** The drop target's invitation and accessible name; the Upload Media button follows it. */
  dropHint: 'Drag and drop images or videos here, or',
  /** The shared validator's types and limit (spec 3 section 5), under the drop hint. */
  acceptedTypes: (maxMb: number) => `JPEG, PNG, GIF, WebP, MP4, AVI, MOV, WMV, WebM or MKV, up to ${maxMb}MB each`,
  uploadsInProgress: 'Uploads in progress',
  cancelUpload: (fileName: string) => `Cancel upload of ${fileName}`,
  removeItem: (fileName: string) => `Remove ${fileName}`,
  emptyTitle: 'No media uploaded yet',
  emptyDescription: 'Upload images or videos to get URLs you can paste into your CSV file.',
  kinds: {
    image: 'Image',
    video: 'Video',
  },
  /** The line under a file name: its kind and size ('Image · 2.4 MB'). */
  itemFacts: (kind: string, size: string) => `${kind} · ${size}`,
  /** A refused or failed file in a Media Upload Failed notice: which file, and why. */
  fileProblem: (fileName: string, problem: string) => `${fileName}: ${problem}`,
  /** File sizes, the number already formatted ('2.4'). */
  sizes: {
    bytes: (value: string) => `${value} B`,
    kilobytes: (value: string) => `${value} KB`,
    megabytes: (value: string) => `${value} MB`,
  },
};

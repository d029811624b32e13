/** The media section of Bulk Upload Properties (spec 1 section 2.2). */
export const bulkUploadMediaMessages = {
  title: 'Media Upload',
  uploadMedia: 'Upload Media',
  generatedUrls: 'Generated URLs',
  copyUrl: 'Copy URL',
  copied: 'Copied!',
  remove: 'Remove',
  hint: 'Paste these URLs into the mainImageURL, floorPlanImageURL and layoutImageURL columns of your CSV file.',
};

/** Property lists and the project chooser: S3 2.3, 2.7, 4 and 9. */
export const propertyListLimits = {
  defaultPageSize: 12,
  reviewListPageSize: 9,
  projectChooserPageSize: 9,
  reviewListAllPagesMax: 5,
  chooserPageButtonsNarrow: 3,
  chooserPageButtonsWide: 5,
  descriptionPreviewLength: 120,
} as const;

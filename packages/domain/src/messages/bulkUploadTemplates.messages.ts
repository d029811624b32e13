/** The template dialog of Bulk Upload Properties (spec 1 sections 2.2 and 9). */
export const bulkUploadTemplatesMessages = {
  downloadTemplate: 'Download Template',
  dialogTitle: 'Download Template',
  newProperties: 'New Properties Template',
  newPropertiesDescription: 'Standalone properties',
  projectProperties: 'Project Properties Template',
  projectPropertiesDescription: 'Adding to existing projects, with sample project IDs',
  /** The project ids the Project Properties Template will write, one per sample row. */
  sampleProjectIds: (ids: readonly number[]) => `Sample project IDs: ${ids.join(', ')}`,
  loadingProjectIds: 'Loading sample project IDs...',
  noProjectIds: 'No approved projects yet: the projectIdOfThis column is left for you to fill in.',
};

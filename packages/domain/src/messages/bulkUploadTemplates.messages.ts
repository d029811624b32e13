/** The template dialog of Bulk Upload Properties (spec 1 sections 2.2 and 9). */
export const bulkUploadTemplatesMessages = {
  downloadTemplate: 'Download Template',
  dialogTitle: 'Download Template',
  newProperties: 'New Properties Template',
  newPropertiesDescription: 'Standalone properties',
  projectProperties: 'Project Properties Template',
  projectPropertiesDescription: 'Adding to existing projects, with sample project IDs',
};

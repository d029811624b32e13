/** The property form's kept draft and the question before leaving with unsaved changes (issue 17). */
export const propertyDraftMessages = {
  restoreTitle: 'Unsaved changes found',
};

// The property form entry (`@marketplace/agency-screens/property-form`, issue 17): create a standalone
// property or a unit of a project, and edit a saved one.
export { PropertyForm, type PropertyFormProps } from './PropertyForm';
export {
  PropertyFormView,
  type PropertyCategoriesState,
  type PropertyFormLists,
  type PropertyFormProjectPart,
  type PropertyFormSubmission,
  type PropertyFormViewProps,
} from './PropertyFormView';
export { usePropertyForm, type PropertyFormOptions } from './usePropertyForm';
export { draftTargetOf, type PropertyFormTarget } from './propertyFormTarget';
export type { DraftStorage, PropertyDraftTarget } from './draft/propertyDraft';
export type { PropertySaveOutcome } from './save/savePropertyForm';

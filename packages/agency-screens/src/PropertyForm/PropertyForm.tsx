import { PropertyFormView } from './PropertyFormView';
import { usePropertyForm, type PropertyFormOptions } from './usePropertyForm';

/** Props of {@link PropertyForm}: the hook's options. */
export type PropertyFormProps = PropertyFormOptions;

/**
 * The property create and edit form on the api-client: `target` says which form (standalone, a
 * unit of a project, or an edit); `onSaved` hands the saved property back to the host, which
 * returns to the chooser or the list and says so.
 */
export function PropertyForm(props: PropertyFormProps) {
  const viewProps = usePropertyForm(props);
  // A new target is a new form: nothing typed for one property may show in another's.
  const key = props.target.kind === 'edit' ? `edit-${props.target.propertyId}` : props.target.kind === 'inProject' ? `project-${props.target.projectId}` : 'standalone';
  return <PropertyFormView key={key} {...viewProps} />;
}

import { ProjectChooser, type ProjectChooserStep } from '@marketplace/agency-screens/project-chooser';
import { SectionUnavailableView } from '@marketplace/agency-screens/section-unavailable';
import { shellMessages } from '@marketplace/domain';
import { useCallback, useMemo } from 'react';
import { addPropertyPlaceQuery, parseAddPropertyPlace, type AddPropertyPlace } from './projectChooserLocation';
import { useUrlQueryLocation } from './useUrlQueryLocation';

/**
 * Add New Property: the project chooser with its step in the URL, so Back and a reload keep the
 * project in view. The property form is not built yet: the standalone choice, 'Add Property to this
 * Project' and an edit link lead to the section's placeholder.
 */
export default function AddNewPropertySection() {
  const { query, onQueryChange } = useUrlQueryLocation();
  const place = useMemo(() => parseAddPropertyPlace(query), [query]);
  const go = useCallback((next: AddPropertyPlace) => onQueryChange(addPropertyPlaceQuery(next), { replace: false }), [onQueryChange]);
  const onStepChange = useCallback((step: ProjectChooserStep) => go({ kind: 'chooser', step }), [go]);
  const title = shellMessages.sections['add-new-property'];
  if (place.kind === 'form') return <SectionUnavailableView sectionTitle={title} />;
  return (
    <ProjectChooser
      title={title}
      step={place.step}
      onStepChange={onStepChange}
      onChooseStandalone={() => go({ kind: 'form', projectId: null, editId: null })}
      onAddToProject={(project) => go({ kind: 'form', projectId: project.id, editId: null })}
    />
  );
}

import { ProjectChooser, type ProjectChooserStep } from '@marketplace/agency-screens/project-chooser';
import { useShellMessages } from '@marketplace/agency-screens/messages';
import { lazy, Suspense, useCallback, useMemo } from 'react';
import { addPropertyPlaceQuery, parseAddPropertyPlace, type AddPropertyPlace } from './projectChooserLocation';
import { useUrlQueryLocation } from './useUrlQueryLocation';
import { RouteFallback } from '../routes/RouteFallback';

// The form and its libraries load only when the form is opened: the chooser is the section's first load.
const AddNewPropertyForm = lazy(() => import('./AddNewPropertyForm'));

/**
 * Add New Property: the project chooser with its step in the URL, so Back and a reload keep the
 * project in view, and the property form it hands over to: standalone, a unit of a project, or the
 * edit of a property (a review list's Edit link).
 */
export default function AddNewPropertySection() {
  const { query, onQueryChange } = useUrlQueryLocation();
  const place = useMemo(() => parseAddPropertyPlace(query), [query]);
  const go = useCallback((next: AddPropertyPlace) => onQueryChange(addPropertyPlaceQuery(next), { replace: false }), [onQueryChange]);
  const onStepChange = useCallback((step: ProjectChooserStep) => go({ kind: 'chooser', step }), [go]);
  const title = useShellMessages().sections['add-new-property'];
  const backToChooser = useCallback(() => go({ kind: 'chooser', step: { view: 'chooser' } }), [go]);
  if (place.kind === 'form') {
    const target =
      place.editId !== null
        ? ({ kind: 'edit', propertyId: place.editId } as const)
        : place.projectId !== null
          ? ({ kind: 'inProject', projectId: place.projectId } as const)
          : ({ kind: 'standalone' } as const);
    return (
      <Suspense fallback={<RouteFallback />}>
        <AddNewPropertyForm target={target} onBackToChooser={backToChooser} />
      </Suspense>
    );
  }
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

import type { ProjectChooserStep } from '@marketplace/agency-screens/project-chooser';

/**
 * The Add New Property page's place in the URL query (docs/decisions.md, 'Project chooser URL'):
 * `project={id}` the project's details, `&view=add` its add-to-project view, `form=standalone` or
 * `form=project&project={id}` the property form, `edit={id}` the edit form; nothing, the chooser.
 */
export type AddPropertyPlace =
  | { readonly kind: 'chooser'; readonly step: ProjectChooserStep }
  | { readonly kind: 'form'; readonly projectId: number | null; readonly editId: number | null };

function idOf(value: string | null): number | null {
  const id = value === null ? Number.NaN : Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Reads the page's place from the query; an id that is not one falls back to the chooser. */
export function parseAddPropertyPlace(query: string): AddPropertyPlace {
  const params = new URLSearchParams(query);
  const projectId = idOf(params.get('project'));
  const editId = idOf(params.get('edit'));
  const form = params.get('form');
  if (editId !== null || form === 'standalone') return { kind: 'form', projectId: null, editId };
  if (form === 'project' && projectId !== null) return { kind: 'form', projectId, editId: null };
  if (projectId === null) return { kind: 'chooser', step: { view: 'chooser' } };
  return { kind: 'chooser', step: params.get('view') === 'add' ? { view: 'add-to-project', projectId } : { view: 'details', projectId } };
}

/** The query of a place, the inverse of {@link parseAddPropertyPlace}. */
export function addPropertyPlaceQuery(place: AddPropertyPlace): string {
  const params = new URLSearchParams();
  if (place.kind === 'form') {
    if (place.editId !== null) params.set('edit', String(place.editId));
    else {
      params.set('form', place.projectId === null ? 'standalone' : 'project');
      if (place.projectId !== null) params.set('project', String(place.projectId));
    }
  } else if (place.step.view !== 'chooser') {
    params.set('project', String(place.step.projectId));
    if (place.step.view === 'add-to-project') params.set('view', 'add');
  }
  return params.toString();
}

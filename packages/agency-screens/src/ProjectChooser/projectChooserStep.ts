/**
 * The three views of the chooser (spec 3 section 4, 'Page flow'): the chooser with the project list,
 * a project's details with its developer, and the add-to-project view that leads to the form.
 */
export type ProjectChooserStep =
  | { readonly view: 'chooser' }
  | { readonly view: 'details'; readonly projectId: number }
  | { readonly view: 'add-to-project'; readonly projectId: number };

/** Where the flow starts. */
export const chooserStep: ProjectChooserStep = { view: 'chooser' };

/** The step one back: add-to-project -> details -> chooser. */
export function previousStep(step: ProjectChooserStep): ProjectChooserStep {
  return step.view === 'add-to-project' ? { view: 'details', projectId: step.projectId } : chooserStep;
}

/** The project a step shows, if any. */
export function stepProjectId(step: ProjectChooserStep): number | null {
  return step.view === 'chooser' ? null : step.projectId;
}

import { ProjectChooserView } from './ProjectChooserView';
import { useProjectChooser, type ProjectChooserOptions } from './useProjectChooser';

/** Props of the connected project chooser: the flow's step (controlled or not) and the two hand-overs to the form. */
export interface ProjectChooserProps extends ProjectChooserOptions {
  /** The page heading above the views. @default none */
  title?: string;
}

/** The project chooser on the api-client: approved projects, a project's details and developer, and its add-to-project view. */
export function ProjectChooser({ title, ...options }: ProjectChooserProps) {
  return <ProjectChooserView {...useProjectChooser(options)} title={title} />;
}

import { Stack } from '@marketplace/ui';
import { useRef } from 'react';
import { ChooseOptionPanel } from './components/ChooseOptionPanel';
import { ChosenProjectPage } from './components/ChosenProjectPage';
import { ProjectList } from './components/ProjectList';
import type { ProjectChooserViewProps } from './projectChooserViewProps';
import { ScreenHeader } from '../shared/ScreenHeader';

export type { ChosenProjectPart, ProjectChooserViewProps, ProjectListPart } from './projectChooserViewProps';

const asGiven = (path: string | null | undefined) => path ?? undefined;

/**
 * The project chooser, pure (spec 3 sections 2.3-2.5): 'Choose an Option' with the project list,
 * then a chosen project's details, then its add-to-project view. The views end where the property
 * form begins: `onChooseStandalone` and `onAddToProject` hand over to the caller.
 */
export function ProjectChooserView({ title, step, onStepChange, list, chosen, onChooseStandalone, onAddToProject, resolveImageUrl = asGiven }: ProjectChooserViewProps) {
  const search = useRef<HTMLDivElement>(null);
  return (
    <Stack gap="xlarge" minInlineSize={0}>
      {title ? <ScreenHeader title={title} /> : null}
      {step.view === 'chooser' ? (
        <>
          <ChooseOptionPanel onChooseExisting={() => search.current?.querySelector('input')?.focus()} onChooseStandalone={onChooseStandalone} />
          <ProjectList {...list} searchRef={search} onOpen={(project) => onStepChange({ view: 'details', projectId: project.id })} />
        </>
      ) : (
        <ChosenProjectPage step={step} chosen={chosen} onStepChange={onStepChange} onAddToProject={onAddToProject} resolveImageUrl={resolveImageUrl} />
      )}
    </Stack>
  );
}

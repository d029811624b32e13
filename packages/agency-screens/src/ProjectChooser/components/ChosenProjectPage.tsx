import type { Project } from '@marketplace/domain';
import { Button, EmptyState, Icon, LoadingRegion, Skeleton, SkeletonText, Stack } from '@marketplace/ui';
import { useEffect, useRef } from 'react';
import { AddToProjectDetail } from './AddToProjectDetail';
import { BackButton } from './BackButton';
import { ProjectDetails } from './ProjectDetails';
import type { ProjectChooserStep } from '../projectChooserStep';
import type { ChosenProjectPart } from '../projectChooserViewProps';
import { useProjectChooserMessages } from '../../messages';

export interface ChosenProjectPageProps {
  step: Exclude<ProjectChooserStep, { view: 'chooser' }>;
  chosen: ChosenProjectPart;
  onStepChange: (step: ProjectChooserStep) => void;
  onAddToProject: (project: Project) => void;
  resolveImageUrl: (path: string | null | undefined) => string | undefined;
}

/** The details or add-to-project view of the chosen project, with its back link, loading and error states. */
export function ChosenProjectPage({ step, chosen, onStepChange, onAddToProject, resolveImageUrl }: ChosenProjectPageProps) {
  const messages = useProjectChooserMessages();
  const page = useRef<HTMLDivElement>(null);
  // The pressed card or button is gone with the view it was on: keyboard focus moves to the new view's back button.
  useEffect(() => {
    page.current?.querySelector('button')?.focus();
  }, [step.view]);
  const { project, isLoading, loadError = null, onRetry } = chosen;
  const back =
    step.view === 'details' ? (
      <BackButton label={messages.details.backToSelection} onPress={() => onStepChange({ view: 'chooser' })} />
    ) : (
      <BackButton label={messages.addToProject.backToProjectDetails} onPress={() => onStepChange({ view: 'details', projectId: step.projectId })} />
    );
  const content =
    loadError !== null ? (
      <EmptyState
        tone="danger"
        headingLevel={2}
        title={loadError}
        icon={<Icon name="alert" size="fill" />}
        actions={<Button onPress={onRetry}>{messages.tryAgain}</Button>}
      />
    ) : project === undefined ? null : step.view === 'details' ? (
      <ProjectDetails
        project={project}
        developer={chosen.developer}
        developerError={chosen.developerError}
        onRetryDeveloper={chosen.onRetryDeveloper}
        onContinue={() => onStepChange({ view: 'add-to-project', projectId: step.projectId })}
        resolveImageUrl={resolveImageUrl}
      />
    ) : (
      <AddToProjectDetail project={project} onAddToProject={onAddToProject} resolveImageUrl={resolveImageUrl} />
    );
  return (
    <Stack gap="large">
      <div ref={page}>{back}</div>
      <LoadingRegion
        isLoading={isLoading && project === undefined && loadError === null}
        loadingLabel={messages.details.loadingLabel}
        skeleton={
          <Stack gap="medium">
            <Skeleton width="60%" height="32px" />
            <SkeletonText lines={4} />
          </Stack>
        }
      >
        {content}
      </LoadingRegion>
    </Stack>
  );
}

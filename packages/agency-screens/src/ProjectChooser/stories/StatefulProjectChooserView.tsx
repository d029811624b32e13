import { en, type Developer, type Project } from '@marketplace/domain';
import { useState } from 'react';
import { pageOf, searchProjects, storyDeveloper } from './projectStoryData';
import { ProjectChooserView, type ProjectChooserViewProps } from '../ProjectChooserView';
import { useProjectFlow } from '../useProjectFlow';

export interface StatefulProjectChooserViewProps extends Partial<Omit<ProjectChooserViewProps, 'list' | 'chosen'>> {
  /** Every approved project; the wrapper searches and pages them as the server would. */
  projects: readonly Project[];
  /** The developer of a project. @default one from the fixtures */
  developerOf?: (project: Project) => Developer | null;
}

/** The view with the flow, the search and the page held in state, over a fixed list: the screen's interactions without a server. */
export function StatefulProjectChooserView({ projects, developerOf = storyDeveloper, step, onStepChange, ...props }: StatefulProjectChooserViewProps) {
  const [current, setStep] = useProjectFlow({ step, onStepChange });
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const found = searchProjects(projects, search);
  const shown = pageOf(found, page);
  const project = current.view === 'chooser' ? undefined : projects.find((candidate) => candidate.id === current.projectId);
  return (
    <ProjectChooserView
      onChooseStandalone={() => undefined}
      onAddToProject={() => undefined}
      {...props}
      step={current}
      onStepChange={setStep}
      list={{
        projects: shown.projects,
        totalCount: found.length,
        page,
        pageCount: shown.pageCount,
        onPageChange: setPage,
        search,
        onSearchChange: (text) => {
          setSearch(text);
          setPage(0);
        },
        isLoading: false,
        onRetry: () => undefined,
      }}
      chosen={{
        project,
        isLoading: false,
        loadError: project ? null : en.projectChooser.projectNotFound,
        onRetry: () => undefined,
        developer: project ? developerOf(project) : undefined,
      }}
    />
  );
}

import { useApiClient, useApiQuery, useDeveloper, useSessionProfile } from '@marketplace/api-client';
import {
  developerLoadErrorMessage,
  projectListErrorMessage,
  projectLoadErrorMessage,
  resolveMediaUrl,
  type Project,
} from '@marketplace/domain';
import { useCallback, useMemo, useState } from 'react';
import { projectChooserFirstData } from './projectChooserFirstData';
import { stepProjectId } from './projectChooserStep';
import type { ProjectChooserViewProps } from './projectChooserViewProps';
import { useProjectFlow, type ProjectFlowOptions } from './useProjectFlow';
import { useProjectChooserMessages } from '../messages';

/** What the connected chooser needs besides the api-client context. */
export interface ProjectChooserOptions extends ProjectFlowOptions {
  /** 'Add Standalone Property': the caller opens the standalone form. */
  onChooseStandalone: () => void;
  /** 'Add Property to this Project': the caller opens the form for a unit of the project. */
  onAddToProject: (project: Project) => void;
}

/**
 * The chooser on the api-client: a page of approved projects for the search (a new search returns
 * to the first page, spec 3 section 4), the chosen project and its developer, and the flow's step.
 */
export function useProjectChooser({ onChooseStandalone, onAddToProject, ...flow }: ProjectChooserOptions): ProjectChooserViewProps {
  const messages = useProjectChooserMessages();
  const client = useApiClient();
  const profile = useSessionProfile();
  const [step, setStep] = useProjectFlow(flow);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const projectId = stepProjectId(step);
  // The declaration a host preloads at route match: reading through it keeps the keys the same.
  const firstData = useMemo(() => projectChooserFirstData({ profile, search, page, projectId }), [profile, search, page, projectId]);
  const list = useApiQuery(firstData.projects, { keepPreviousData: true });
  const chosen = useApiQuery(firstData.project);
  const developerId = chosen.data ? (chosen.data.developerId ?? null) : undefined;
  const developer = useDeveloper(developerId);

  const onSearchChange = useCallback((text: string) => {
    setSearch(text);
    setPage(0);
  }, []);
  const mediaBase = client.url('property', '');
  const resolveImageUrl = useCallback((path: string | null | undefined) => resolveMediaUrl(path, mediaBase, '') || undefined, [mediaBase]);
  const retryList = list.mutate;
  const retryProject = chosen.mutate;
  const retryDeveloper = developer.mutate;

  // No developer: none named by the project, none with that id, or the call failed.
  const noDeveloper = developerId === null || developer.data === null || developer.error !== undefined;
  return {
    step,
    onStepChange: setStep,
    list: {
      projects: list.data?.content,
      totalCount: list.data?.totalElements ?? null,
      page,
      pageCount: list.data?.totalPages ?? 0,
      onPageChange: setPage,
      search,
      onSearchChange,
      isLoading: list.data === undefined && !list.error,
      loadError: list.error ? projectListErrorMessage(list.error, messages) : null,
      onRetry: () => void retryList(),
    },
    chosen: {
      project: chosen.data,
      isLoading: chosen.isLoading,
      loadError: chosen.error ? projectLoadErrorMessage(chosen.error, messages) : null,
      onRetry: () => void retryProject(),
      developer: noDeveloper ? null : developer.data,
      developerError: noDeveloper ? developerLoadErrorMessage(developer.error, messages) : null,
      onRetryDeveloper: developer.error ? () => void retryDeveloper() : undefined,
    },
    onChooseStandalone,
    onAddToProject,
    resolveImageUrl,
  };
}

import { propertyListLimits, type Project } from '@marketplace/domain';
import { Badge, Button, EmptyState, Icon, LoadingRegion, SearchField, Stack, Text } from '@marketplace/ui';
import type { Ref } from 'react';
import { ProjectCard } from './ProjectCard';
import * as styles from './ProjectChooserParts.css';
import { ProjectGridSkeleton } from './ProjectGridSkeleton';
import { CataloguePagination } from '../../shared/CataloguePagination';
import { useSearchDraft } from '../../shared/useSearchDraft';
import type { ProjectListPart } from '../projectChooserViewProps';
import { useCommonMessages, useProjectChooserMessages } from '../../messages';

const pageWindow = { size: propertyListLimits.chooserPageButtonsWide, narrowSize: propertyListLimits.chooserPageButtonsNarrow };

export interface ProjectListProps extends ProjectListPart {
  /** Opens a project's details. */
  onOpen: (project: Project) => void;
  /** Holds the search box, focused when 'Add to Existing Project' is chosen. */
  searchRef?: Ref<HTMLDivElement>;
}

/**
 * 'Select a Project' (spec 3 section 2.3): the search (300 ms), '{n} approved projects available',
 * the cards, 9 a page with 3 page buttons below 768 px and 5 otherwise, and the empty and error states.
 */
export function ProjectList({
  projects,
  totalCount,
  page,
  pageCount,
  onPageChange,
  search,
  onSearchChange,
  isLoading,
  loadError = null,
  onRetry,
  onOpen,
  searchRef,
}: ProjectListProps) {
  const messages = useProjectChooserMessages();
  const common = useCommonMessages();
  const draft = useSearchDraft(search, (text) => onSearchChange(text));
  const hasSearch = search.trim() !== '';

  const content =
    loadError !== null ? (
      <EmptyState
        tone="danger"
        headingLevel={3}
        title={messages.errorTitle}
        description={loadError}
        icon={<Icon name="alert" size="fill" />}
        actions={<Button onPress={onRetry}>{messages.tryAgain}</Button>}
      />
    ) : projects !== undefined && projects.length === 0 ? (
      <EmptyState
        headingLevel={3}
        title={messages.emptyTitle}
        description={hasSearch ? messages.emptySearch : messages.emptyNone}
        icon={<Icon name="search" size="fill" />}
        actions={
          <Button variant="secondary" onPress={() => onSearchChange('')}>
            {messages.clearSearch}
          </Button>
        }
      />
    ) : projects ? (
      <ul className={styles.grid} aria-label={messages.listLabel}>
        {projects.map((project) => (
          <ProjectCard key={project.id} project={project} onOpen={onOpen} />
        ))}
      </ul>
    ) : null;

  return (
    <Stack as="section" gap="large" aria-labelledby="project-chooser-list-heading">
      <Text as="h2" size="xlarge" weight="bold" id="project-chooser-list-heading" className={styles.heading}>
        {messages.selectProject}
      </Text>
      <div className={styles.toolbar}>
        <div role="search" ref={searchRef} className={styles.search}>
          <SearchField
            label={messages.searchPlaceholder}
            clearLabel={common.clearSearch}
            hideLabel
            placeholder={messages.searchPlaceholder}
            value={draft.text}
            onChange={draft.change}
            onSubmit={draft.end}
            onBlur={draft.end}
          />
        </div>
        <p role="status" className={styles.count}>
          {totalCount !== null && loadError === null ? <Badge tone="primary">{messages.approvedCount(totalCount)}</Badge> : null}
        </p>
      </div>
      <LoadingRegion isLoading={isLoading} loadingLabel={messages.loadingLabel} skeleton={<ProjectGridSkeleton />}>
        {content}
      </LoadingRegion>
      {loadError === null && projects !== undefined && pageCount > 1 ? (
        <CataloguePagination page={page} pageCount={pageCount} onPageChange={onPageChange} window={pageWindow} />
      ) : null}
    </Stack>
  );
}

import type { Developer, Project } from '@marketplace/domain';
import { DeveloperCard } from '../../shared/DeveloperCard';
import { ProjectDetailsCard } from './ProjectDetailsCard';
import * as styles from './ProjectUnitCards.css';
import { useCommonMessages, usePropertyEditMessages } from '../../messages';

export interface ProjectUnitCardsProps {
  /** The unit's project; null while it loads (skeleton) or when it failed (`projectError`). */
  project: Project | null;
  /** 'Project not found' or 'Failed to fetch project details' (the domain's `projectLoadErrorMessage`). @default null */
  projectError?: string | null;
  /** Loads the project again; without it the project card offers no Try Again. */
  onRetryProject?: () => void;
  /** The project's developer: `undefined` while it loads (skeleton), null when not found or failed (`developerError`). */
  developer: Developer | null | undefined;
  /** 'Developer not found' or 'Failed to fetch developer details' (the domain's `developerLoadErrorMessage`). @default null */
  developerError?: string | null;
  /** Loads the developer again; without it the developer card offers no Try Again. */
  onRetryDeveloper?: () => void;
  /** A stored image path -> the address to load it from; undefined shows the default user picture. @default the path as given */
  resolveImageUrl?: (path: string | null | undefined) => string | undefined;
}

const asGiven = (path: string | null | undefined) => path ?? undefined;

/**
 * The edit form's cards for a unit of a project (spec 3 section 2.12): the project's details and
 * its developer, side by side on wide screens, each with a skeleton while it loads and its own
 * message when it fails, so one failing does not hide the other.
 */
export function ProjectUnitCards({
  project,
  projectError = null,
  onRetryProject,
  developer,
  developerError = null,
  onRetryDeveloper,
  resolveImageUrl = asGiven,
}: ProjectUnitCardsProps) {
  const messages = usePropertyEditMessages();
  const common = useCommonMessages();
  return (
    <div className={styles.cards}>
      <ProjectDetailsCard project={project} error={projectError} onRetry={onRetryProject} />
      <DeveloperCard
        developer={developer}
        error={developerError}
        onRetry={onRetryDeveloper}
        resolveImageUrl={resolveImageUrl}
        labels={{ ...messages, title: messages.developer, tryAgain: common.tryAgain }}
      />
    </div>
  );
}

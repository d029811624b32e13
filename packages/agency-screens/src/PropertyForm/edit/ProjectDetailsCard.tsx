import type { Project } from '@marketplace/domain';
import { Card, LoadingRegion, SkeletonText } from '@marketplace/ui';
import { CardLoadError } from '../../shared/CardLoadError';
import { useConstructionStatusLabel } from '../../shared/ConstructionStatusBadge';
import { Fact, FactList } from '../../shared/Fact';
import { useDateText } from '../../shared/useIntlFormats';
import { useCommonMessages, usePropertyEditMessages } from '../../messages';

export interface ProjectDetailsCardProps {
  /** The unit's project; null while it loads or when it failed. */
  project: Project | null;
  /** Why the project could not be read; null while it loads or once it has. */
  error: string | null;
  /** Loads the project again; without it the card offers no Try Again. */
  onRetry?: () => void;
}

function ProjectFacts({ project }: { project: Project }) {
  const messages = usePropertyEditMessages();
  const status = useConstructionStatusLabel(project.constructionStatus);
  const formatDate = useDateText('date');
  return (
    <FactList>
      <Fact term={messages.projectName} value={project.name} />
      <Fact term={messages.address} value={project.address} />
      <Fact term={messages.handoverDate} value={project.handoverDate ? formatDate(project.handoverDate) : null} />
      <Fact term={messages.constructionStatus} value={status} />
    </FactList>
  );
}

/** The edit form's project details card (spec 3 section 2.12): name, address, handover date, construction status. */
export function ProjectDetailsCard({ project, error, onRetry }: ProjectDetailsCardProps) {
  const messages = usePropertyEditMessages();
  const common = useCommonMessages();
  return (
    <Card as="section" title={messages.projectDetails} titleLevel={2} aria-label={messages.projectDetails}>
      {project === null && error !== null ? (
        <CardLoadError message={error} onRetry={onRetry} retryLabel={common.tryAgain} />
      ) : (
        <LoadingRegion isLoading={project === null} loadingLabel={messages.loadingDetails} skeleton={<SkeletonText lines={4} />}>
          {project ? <ProjectFacts project={project} /> : null}
        </LoadingRegion>
      )}
    </Card>
  );
}

import type { Project } from '@marketplace/domain';
import { Button, Card, Stack, Text } from '@marketplace/ui';
import { useConstructionStatusLabel } from './ConstructionStatusBadge';
import { DeveloperCard } from './DeveloperCard';
import { Fact } from './Fact';
import * as styles from './ProjectChooserParts.css';
import { formatMediumDate } from '../../shared/formatMediumDate';
import type { ChosenProjectPart } from '../projectChooserViewProps';
import { useProjectChooserMessages } from '../../messages';

export interface ProjectDetailsProps extends Omit<ChosenProjectPart, 'project' | 'isLoading' | 'loadError' | 'onRetry'> {
  project: Project;
  /** Continue: the add-to-project view. */
  onContinue: () => void;
  resolveImageUrl: (path: string | null | undefined) => string | undefined;
}

/** The project details view (spec 3 section 2.4): the project summary and the developer card. */
export function ProjectDetails({ project, developer, developerError = null, onRetryDeveloper, onContinue, resolveImageUrl }: ProjectDetailsProps) {
  const messages = useProjectChooserMessages().details;
  const status = useConstructionStatusLabel(project.constructionStatus);
  return (
    <Stack gap="large">
      <Text as="h2" size="xxlarge" weight="bold" className={styles.heading}>
        {project.name}
      </Text>
      <Card as="section" title={messages.projectSummary} titleLevel={2} aria-label={messages.projectSummary}>
        <dl className={styles.facts}>
          <Fact term={messages.address} value={project.address} />
          <Fact term={messages.handoverDate} value={project.handoverDate ? formatMediumDate(project.handoverDate) : null} />
          <Fact term={messages.constructionStatus} value={status} />
        </dl>
      </Card>
      <DeveloperCard developer={developer} error={developerError} onRetry={onRetryDeveloper} resolveImageUrl={resolveImageUrl} />
      <Button variant="primary" onPress={onContinue} className={styles.backLink}>
        {messages.continue}
      </Button>
    </Stack>
  );
}

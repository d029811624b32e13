import type { Project } from '@marketplace/domain';
import { Button, Card, Stack, Text } from '@marketplace/ui';
import { useConstructionStatusLabel } from '../../shared/ConstructionStatusBadge';
import { DeveloperCard } from '../../shared/DeveloperCard';
import { Fact, FactList } from '../../shared/Fact';
import * as styles from './ProjectChooserParts.css';
import { useDateText } from '../../shared/useIntlFormats';
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
  const chooserMessages = useProjectChooserMessages();
  const messages = chooserMessages.details;
  const status = useConstructionStatusLabel(project.constructionStatus);
  const formatDate = useDateText('date');
  return (
    <Stack gap="large">
      <Text as="h2" size="xxlarge" weight="bold" className={styles.heading}>
        <bdi>{project.name}</bdi>
      </Text>
      <Card as="section" title={messages.projectSummary} titleLevel={2} aria-label={messages.projectSummary}>
        <FactList>
          <Fact term={messages.address} value={project.address} />
          <Fact term={messages.handoverDate} value={project.handoverDate ? formatDate(project.handoverDate) : null} />
          <Fact term={messages.constructionStatus} value={status} />
        </FactList>
      </Card>
      <DeveloperCard
        developer={developer}
        error={developerError}
        onRetry={onRetryDeveloper}
        resolveImageUrl={resolveImageUrl}
        labels={{ ...messages, title: messages.developerInformation, tryAgain: chooserMessages.tryAgain }}
      />
      <Button variant="primary" onPress={onContinue} className={styles.backLink}>
        {messages.continue}
      </Button>
    </Stack>
  );
}

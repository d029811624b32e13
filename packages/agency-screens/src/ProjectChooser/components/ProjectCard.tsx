import { projectDescriptionPreview, type Project } from '@marketplace/domain';
import { Badge, Card, Stack, Text } from '@marketplace/ui';
import { ConstructionStatusBadge } from '../../shared/ConstructionStatusBadge';
import * as styles from './ProjectChooserParts.css';
import { useProjectChooserMessages } from '../../messages';

export interface ProjectCardProps {
  project: Project;
  /** Opens the project's details. */
  onOpen: (project: Project) => void;
}

/**
 * One approved project (spec 3 section 2.3): construction-status and area badges, the name (the
 * card's button), the address, the description as plain text cut to 120 characters and the counts
 * of buildings and floors. The description is rendered as text, never as HTML.
 */
export function ProjectCard({ project, onOpen }: ProjectCardProps) {
  const messages = useProjectChooserMessages();
  const description = projectDescriptionPreview(project.description);
  return (
    <Card
      as="li"
      title={<bdi>{project.name}</bdi>}
      subtitle={project.address ? <bdi>{project.address}</bdi> : undefined}
      onPress={() => onOpen(project)}
      className={styles.card}
    >
      <Stack gap="small">
        <div className={styles.badges}>
          <ConstructionStatusBadge status={project.constructionStatus} />
          {project.area?.name ? (
            <Badge tone="neutral" dir="auto">
              {project.area.name}
            </Badge>
          ) : null}
        </div>
        {description ? (
          <Text size="small" tone="muted" dir="auto" className={styles.description}>
            {description}
          </Text>
        ) : null}
        <Text size="small" weight="medium">
          {messages.buildings(project.numOfBuildings ?? 0)} · {messages.floors(project.numOfFloors ?? 0)}
        </Text>
      </Stack>
    </Card>
  );
}

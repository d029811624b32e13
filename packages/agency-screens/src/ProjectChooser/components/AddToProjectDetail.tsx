import { plainTextOf, type Project } from '@marketplace/domain';
import { lazy, Suspense } from 'react';
import { Badge, Button, Card, Image, Stack, Text } from '@marketplace/ui';
import { ConstructionStatusBadge } from '../../shared/ConstructionStatusBadge';
import * as factStyles from '../../shared/factList.css';
import * as styles from './ProjectChooserParts.css';
import { useProjectChooserMessages } from '../../messages';

const ProjectAboutRichText = lazy(() => import('./ProjectAboutRichText'));

export interface AddToProjectDetailProps {
  project: Project;
  /** 'Add Property to this Project'. */
  onAddToProject: (project: Project) => void;
  resolveImageUrl: (path: string | null | undefined) => string | undefined;
}

function handoverYear(date: string | null | undefined): string {
  const year = date ? new Date(date).getUTCFullYear() : Number.NaN;
  return Number.isNaN(year) ? '-' : String(year);
}

/**
 * The add-to-project view (spec 3 section 2.5): hero image, status badge ('Complete' for id 3), name,
 * address, starting price, tiles, 'About this Project', amenities and 'Add Property to this Project'.
 * The description shows as plain text: ui has no sanitised rich-text display yet (docs/decisions.md).
 */
export function AddToProjectDetail({ project, onAddToProject, resolveImageUrl }: AddToProjectDetailProps) {
  const messages = useProjectChooserMessages().addToProject;
  const about = plainTextOf(project.description);
  const amenities = (project.amenitiesEntities ?? []).filter((amenity) => amenity.name);
  const tiles = [
    { label: messages.buildings, value: String(project.numOfBuildings ?? 0) },
    { label: messages.floors, value: String(project.numOfFloors ?? 0) },
    { label: messages.complete, value: messages.percent(project.completePCT ?? 0) },
    { label: messages.handover, value: handoverYear(project.handoverDate) },
  ];
  return (
    <Stack gap="large">
      <Image src={resolveImageUrl(project.mainImageURL)} alt={project.name} aspectRatio="21 / 9" fit="cover" />
      <Stack gap="small">
        <div className={styles.badges}>
          <ConstructionStatusBadge status={project.constructionStatus} detailView />
        </div>
        <Text as="h2" size="xxlarge" weight="bold" className={styles.heading}>
          <bdi>{project.name}</bdi>
        </Text>
        {project.address ? (
          <Text tone="muted">
            <bdi>{project.address}</bdi>
          </Text>
        ) : null}
        {project.amount != null ? (
          <Text size="large" weight="semibold">
            {messages.startingFrom(project.amount)}
          </Text>
        ) : null}
      </Stack>
      <dl className={styles.tiles}>
        {tiles.map((tile) => (
          <div key={tile.label} className={styles.tile}>
            <dt>
              <Text as="span" size="small" tone="muted">
                {tile.label}
              </Text>
            </dt>
            <dd className={factStyles.factValue}>
              <Text as="span" size="xlarge" weight="bold">
                {tile.value}
              </Text>
            </dd>
          </div>
        ))}
      </dl>
      <Card as="section" title={messages.aboutProject} titleLevel={2}>
        {about ? (
          // Its plain text shows at once; the formatted, sanitised description replaces it once loaded.
          <Suspense
            fallback={
              <Text dir="auto" className={styles.description}>
                {about}
              </Text>
            }
          >
            <ProjectAboutRichText html={project.description ?? ''} />
          </Suspense>
        ) : (
          <Text className={styles.description}>-</Text>
        )}
      </Card>
      {amenities.length > 0 ? (
        <Card as="section" title={messages.amenities} titleLevel={2}>
          <ul className={styles.amenities}>
            {amenities.map((amenity) => (
              <li key={amenity.id}>
                <Badge tone="neutral" dir="auto">
                  {amenity.name}
                </Badge>
              </li>
            ))}
          </ul>
        </Card>
      ) : null}
      <Button variant="primary" onPress={() => onAddToProject(project)} className={styles.backLink}>
        {messages.addProperty}
      </Button>
    </Stack>
  );
}

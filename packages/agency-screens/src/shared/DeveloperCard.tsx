import type { Developer } from '@marketplace/domain';
import { Avatar, Card, Skeleton, SkeletonText, Stack } from '@marketplace/ui';
import { CardLoadError } from './CardLoadError';
import { Fact, FactList } from './Fact';

/**
 * The card's words, from the screen that shows it: the project chooser calls it 'Developer
 * Information' (spec 3 section 2.4), the edit form 'Developer' (section 2.12).
 */
export interface DeveloperCardLabels {
  readonly title: string;
  readonly developerName: string;
  readonly company: string;
  readonly phone: string;
  readonly businessEmail: string;
  readonly location: string;
  readonly developerPhotoAlt: string;
  readonly tryAgain: string;
}

export interface DeveloperCardProps {
  /** `undefined` while loading; null when not found or failed. */
  developer: Developer | null | undefined;
  /** Why there is no developer to show. */
  error: string | null;
  onRetry?: () => void;
  resolveImageUrl: (path: string | null | undefined) => string | undefined;
  /** The screen's words for the card. */
  labels: DeveloperCardLabels;
  /** Heading level of the card's title, to fit the page outline. @default 2 */
  titleLevel?: 2 | 3;
}

function joined(...parts: (string | null | undefined)[]): string {
  return parts.map((part) => part?.trim()).filter(Boolean).join(', ');
}

/**
 * The developer information card (spec 3 sections 2.4 and 2.12): picture (a missing or broken one
 * falls back to the default user picture), first and last name, company, phone, business e-mail,
 * city and country.
 */
export function DeveloperCard({ developer, error, onRetry, resolveImageUrl, labels, titleLevel = 2 }: DeveloperCardProps) {
  const body =
    developer === undefined && error === null ? (
      <Stack gap="small">
        <Skeleton variant="circle" width="48px" height="48px" />
        <SkeletonText lines={4} />
      </Stack>
    ) : developer ? (
      <Stack gap="medium">
        <Avatar src={resolveImageUrl(developer.profileImageURL) ?? null} alt={labels.developerPhotoAlt} size="large" />
        <FactList>
          <Fact term={labels.developerName} value={[developer.firstName, developer.lastName].filter(Boolean).join(' ')} />
          <Fact term={labels.company} value={developer.companyName} />
          <Fact term={labels.phone} value={developer.phone} dir="ltr" />
          <Fact term={labels.businessEmail} value={developer.businessEmail} dir="ltr" />
          <Fact term={labels.location} value={joined(developer.city, developer.country)} />
        </FactList>
      </Stack>
    ) : (
      <CardLoadError message={error} onRetry={onRetry} retryLabel={labels.tryAgain} />
    );
  return (
    <Card as="section" title={labels.title} titleLevel={titleLevel} aria-label={labels.title}>
      {body}
    </Card>
  );
}

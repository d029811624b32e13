import type { Developer } from '@marketplace/domain';
import { Avatar, Button, Card, Skeleton, SkeletonText, Stack, Text } from '@marketplace/ui';
import { Fact } from './Fact';
import * as styles from './ProjectChooserParts.css';
import { useProjectChooserMessages } from '../../messages';

export interface DeveloperCardProps {
  /** `undefined` while loading; null when not found or failed. */
  developer: Developer | null | undefined;
  /** Why there is no developer to show. */
  error: string | null;
  onRetry?: () => void;
  resolveImageUrl: (path: string | null | undefined) => string | undefined;
}

function joined(...parts: (string | null | undefined)[]): string {
  return parts.map((part) => part?.trim()).filter(Boolean).join(', ');
}

/**
 * The developer information card (spec 3 section 2.4): picture (a missing or broken one falls back to
 * the default user picture), first and last name, company, phone, business e-mail, city and country.
 */
export function DeveloperCard({ developer, error, onRetry, resolveImageUrl }: DeveloperCardProps) {
  const chooserMessages = useProjectChooserMessages();
  const messages = chooserMessages.details;
  const body =
    developer === undefined && error === null ? (
      <Stack gap="small">
        <Skeleton variant="circle" width="48px" height="48px" />
        <SkeletonText lines={4} />
      </Stack>
    ) : developer ? (
      <Stack gap="medium">
        <Avatar src={resolveImageUrl(developer.profileImageURL) ?? null} alt={messages.developerPhotoAlt} size="large" />
        <dl className={styles.facts}>
          <Fact term={messages.developerName} value={[developer.firstName, developer.lastName].filter(Boolean).join(' ')} />
          <Fact term={messages.company} value={developer.companyName} />
          <Fact term={messages.phone} value={developer.phone} dir="ltr" />
          <Fact term={messages.businessEmail} value={developer.businessEmail} dir="ltr" />
          <Fact term={messages.location} value={joined(developer.city, developer.country)} />
        </dl>
      </Stack>
    ) : (
      <Stack gap="small">
        <Text role="alert" tone="danger">
          {error}
        </Text>
        {onRetry ? (
          <Button variant="secondary" onPress={onRetry}>
            {chooserMessages.tryAgain}
          </Button>
        ) : null}
      </Stack>
    );
  return (
    <Card as="section" title={messages.developerInformation} titleLevel={2} aria-label={messages.developerInformation}>
      {body}
    </Card>
  );
}

import { en } from '@marketplace/domain';
import { Stack, Text } from '@marketplace/ui';

/** Shown while a route's chunk downloads. */
export function RouteFallback() {
  return (
    <Stack gap="xsmall" padding="xlarge" role="status" aria-live="polite">
      <Text weight="semibold">{en.shell.loadingTitle}</Text>
      <Text tone="muted" size="small">
        {en.shell.loadingSubtitle}
      </Text>
    </Stack>
  );
}

import { useShellMessages } from '@marketplace/agency-screens/messages';
import { Text } from '@marketplace/ui';
import * as styles from './RouteFallback.css';

/** Shown while a route's chunk downloads. */
export function RouteFallback() {
  const shellMessages = useShellMessages();
  return (
    <div className={styles.fallback} role="status" aria-live="polite">
      <Text weight="semibold">{shellMessages.loadingTitle}</Text>
      <Text tone="muted" size="small">
        {shellMessages.loadingSubtitle}
      </Text>
    </div>
  );
}

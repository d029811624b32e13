import { Banner, Button } from '@marketplace/ui';
import { useCommonMessages } from '../messages';

export interface LoadErrorBannerProps {
  /** The load failure's message, in the catalogue's words. */
  message: string;
  /** Loads again; without it the banner has no Retry button. */
  onRetry?: () => void;
  /** @default the catalogue's `common.retry` ('Retry') */
  retryLabel?: string;
}

/**
 * The red banner a screen shows when its data failed to load, with Retry beside the message.
 */
export function LoadErrorBanner({ message, onRetry, retryLabel }: LoadErrorBannerProps) {
  const commonMessages = useCommonMessages();
  return (
    <Banner
      tone="error"
      actions={
        onRetry ? (
          <Button size="small" variant="secondary" onPress={onRetry}>
            {retryLabel ?? commonMessages.retry}
          </Button>
        ) : undefined
      }
    >
      {message}
    </Banner>
  );
}

import { commonMessages } from '@marketplace/domain';
import { Banner, Button } from '@marketplace/ui';

export interface LoadErrorBannerProps {
  /** The load failure's message, in the catalogue's words. */
  message: string;
  /** Loads again; without it the banner has no Retry button. */
  onRetry?: () => void;
  /** @default 'Retry' */
  retryLabel?: string;
}

/**
 * The red banner a screen shows when its data failed to load, with Retry beside the message. It
 * reads the common message group, not the whole catalogue, as the dashboard's first load is budgeted.
 */
export function LoadErrorBanner({ message, onRetry, retryLabel = commonMessages.retry }: LoadErrorBannerProps) {
  return (
    <Banner
      tone="error"
      actions={
        onRetry ? (
          <Button size="small" variant="secondary" onPress={onRetry}>
            {retryLabel}
          </Button>
        ) : undefined
      }
    >
      {message}
    </Banner>
  );
}

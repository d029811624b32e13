import { Text } from '@marketplace/ui';
import { LoadErrorBanner } from './LoadErrorBanner';

export interface ScreenHeaderProps {
  /** The screen's name, its page heading (h1). */
  title: string;
  /** The load failure's message, shown under the heading with Retry; nothing when null. @default null */
  loadError?: string | null;
  /** Loads again; without it the error banner has no Retry button. */
  onRetry?: () => void;
}

/** The top of a screen: its h1 and, when its data failed to load, the error banner under it. */
export function ScreenHeader({ title, loadError = null, onRetry }: ScreenHeaderProps) {
  return (
    <>
      <Text as="h1" size="xxlarge" weight="bold">
        {title}
      </Text>
      {loadError ? <LoadErrorBanner message={loadError} onRetry={onRetry} /> : null}
    </>
  );
}

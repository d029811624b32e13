import { Button, EmptyState } from '@marketplace/ui';
import { useReviewsMessages } from '../../messages';

export interface ReviewsLoadErrorProps {
  onRetry: () => void;
  /** @default 3 */
  headingLevel?: 2 | 3 | 4;
}

/** The panel shown when reviews fail to load: 'Unable to Load Reviews', 'Failed to load reviews', Retry. */
export function ReviewsLoadError({ onRetry, headingLevel = 3 }: ReviewsLoadErrorProps) {
  const messages = useReviewsMessages();
  return (
    <EmptyState
      tone="danger"
      headingLevel={headingLevel}
      title={messages.loadFailedTitle}
      description={messages.loadFailed}
      actions={
        <Button variant="secondary" onPress={onRetry}>
          {messages.retry}
        </Button>
      }
    />
  );
}

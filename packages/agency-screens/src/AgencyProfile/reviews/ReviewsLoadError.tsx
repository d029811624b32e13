import { en, type Messages } from '@marketplace/domain';
import { Button, EmptyState } from '@marketplace/ui';

export interface ReviewsLoadErrorProps {
  onRetry: () => void;
  /** @default en.reviews */
  messages?: Messages['reviews'];
  /** @default 3 */
  headingLevel?: 2 | 3 | 4;
}

/** The panel shown when reviews fail to load: 'Unable to Load Reviews', 'Failed to load reviews', Retry. */
export function ReviewsLoadError({ onRetry, messages = en.reviews, headingLevel = 3 }: ReviewsLoadErrorProps) {
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

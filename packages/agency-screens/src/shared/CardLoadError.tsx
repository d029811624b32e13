import { Button, Stack, Text } from '@marketplace/ui';

export interface CardLoadErrorProps {
  /** Why the card has nothing to show, e.g. 'Failed to fetch developer details'. */
  message: string | null;
  /** Loads again; without it there is no button. */
  onRetry?: () => void;
  /** The button's text, from the screen's copy ('Try Again'). */
  retryLabel: string;
}

/** A card's failed load: the reason as an alert and, when it can, a button to load again. */
export function CardLoadError({ message, onRetry, retryLabel }: CardLoadErrorProps) {
  return (
    <Stack gap="small">
      <Text role="alert" tone="danger">
        {message}
      </Text>
      {onRetry ? (
        <Button variant="secondary" onPress={onRetry}>
          {retryLabel}
        </Button>
      ) : null}
    </Stack>
  );
}

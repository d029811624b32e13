import { Banner, Button } from '@marketplace/ui';
import { usePropertyDraftMessages } from '../../messages';

export interface DraftRestoreBannerProps {
  /** When the draft was kept (ISO 8601, the draft's `savedAt`). */
  readonly savedAt: string;
  /** The moment the banner counts from, for stories and tests. @default the time of the render */
  readonly now?: Date;
  /** Puts the draft back into the form. */
  readonly onRestore: () => void;
  /** Throws the draft away; the form stays as it is. */
  readonly onDiscard: () => void;
}

/** Offers back the changes kept in this tab when the property form opens (issue 17). */
export function DraftRestoreBanner({ savedAt, now, onRestore, onDiscard }: DraftRestoreBannerProps) {
  const messages = usePropertyDraftMessages();
  const kept = Date.parse(savedAt);
  const when = Number.isNaN(kept) ? messages.keptEarlier : messages.keptAgo((now ?? new Date()).getTime() - kept);
  return (
    <Banner
      tone="info"
      title={messages.restoreTitle}
      actions={
        <>
          <Button variant="primary" size="small" onPress={onRestore}>
            {messages.restore}
          </Button>
          <Button variant="secondary" size="small" onPress={onDiscard}>
            {messages.discard}
          </Button>
        </>
      }
    >
      {Number.isNaN(kept) ? when : <time dateTime={savedAt}>{when}</time>} {messages.restoreHint}
    </Banner>
  );
}

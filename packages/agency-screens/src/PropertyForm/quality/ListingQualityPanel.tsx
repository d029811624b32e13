import type { ListingQuality } from '@marketplace/domain';
import { Card, Disclosure, media, ProgressBar, Stack, Text, useMediaQuery, VisuallyHidden } from '@marketplace/ui';
import { memo } from 'react';
import { ListingQualityChecklist } from './ListingQualityChecklist';
import * as styles from './ListingQualityPanel.css';
import { useCheckFlipAnnouncement } from './useCheckFlipAnnouncement';
import { useListingQualityMessages } from '../../messages';

export const listingQualityLayouts = ['auto', 'aside', 'collapsible'] as const;
export type ListingQualityLayout = (typeof listingQualityLayouts)[number];

export interface ListingQualityPanelProps {
  /** The score and each check's result: `useListingQuality(values)` gives it, or `listingQuality(listingQualityFactsOf(values))`. */
  readonly quality: ListingQuality;
  /**
   * `aside`: the whole panel, sticky in the column beside the form; `collapsible`: a section that
   * opens from a summary with the score, for narrow screens; `auto`: collapsible under the tablet
   * width (768 px), aside from it.
   * @default 'auto'
   */
  readonly layout?: ListingQualityLayout;
}

function QualityBody({ quality }: { quality: ListingQuality }) {
  const messages = useListingQualityMessages();
  const complete = quality.score === 100;
  return (
    <Stack gap="medium">
      <ProgressBar
        aria-label={messages.title}
        value={quality.score}
        valueLabel={messages.score(quality.score)}
        tone={complete ? 'success' : 'primary'}
      />
      {complete ? <Text tone="success">{messages.allDone}</Text> : null}
      <ListingQualityChecklist quality={quality} />
    </Stack>
  );
}

/** Polite, and only when a check flips (see `useCheckFlipAnnouncement`). */
function FlipAnnouncement({ quality }: { quality: ListingQuality }) {
  const lines = useCheckFlipAnnouncement(quality);
  return (
    <VisuallyHidden as="div" role="status">
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </VisuallyHidden>
  );
}

function ListingQualityPanelComponent({ quality, layout = 'auto' }: ListingQualityPanelProps) {
  const messages = useListingQualityMessages();
  const narrow = useMediaQuery(media.narrow);
  const collapsible = layout === 'collapsible' || (layout === 'auto' && narrow);
  if (collapsible) {
    return (
      <div>
        <Disclosure title={messages.title} subtitle={messages.score(quality.score)} headingLevel={2}>
          <QualityBody quality={quality} />
        </Disclosure>
        <FlipAnnouncement quality={quality} />
      </div>
    );
  }
  return (
    <Card as="section" title={messages.title} titleLevel={2} aria-label={messages.title} className={styles.aside}>
      <QualityBody quality={quality} />
      <FlipAnnouncement quality={quality} />
    </Card>
  );
}

/**
 * The live listing-quality score beside the property form (issue 17): a meter reading 'n of 100'
 * and the checklist of what is there and what to do. It takes no focus and announces only checks
 * that flip. Memoised: with `useListingQuality` the form's keystroke renders pass the same `quality`
 * and skip the panel; it renders again only when the deferred score is ready.
 */
export const ListingQualityPanel = memo(ListingQualityPanelComponent);

import type { ListingQuality } from '@marketplace/domain';
import { useState } from 'react';
import { useListingQualityMessages } from '../../messages';
import { qualityCheckText } from './qualityCheckText';

interface Seen {
  readonly quality: ListingQuality;
  readonly lines: readonly string[];
}

/**
 * What the panel's polite live region says: nothing at first, then, each time checks flip between
 * done and to do, the flipped checks' new text ('A clear title', or what to do again), or the
 * all-done line when the score reaches 100. A keystroke that changes no check changes nothing, so
 * typing is never read out; the score itself is read from the meter when the user goes to it.
 */
export function useCheckFlipAnnouncement(quality: ListingQuality): readonly string[] {
  const messages = useListingQualityMessages();
  const [seen, setSeen] = useState<Seen>({ quality, lines: [] });
  if (seen.quality !== quality) {
    const before = new Map(seen.quality.results.map((result) => [result.check, result.done]));
    const flipped = quality.results.filter((result) => before.get(result.check) !== result.done);
    const lines =
      flipped.length === 0
        ? seen.lines
        : quality.score === 100
          ? [messages.allDone]
          : flipped.map((result) => qualityCheckText(result, messages));
    // Adjusting state while rendering (React's pattern for state derived from a changed prop): the
    // announcement is in the same commit as the list it describes.
    setSeen({ quality, lines });
  }
  return seen.lines;
}

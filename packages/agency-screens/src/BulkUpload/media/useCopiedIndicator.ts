import { mediaLimits } from '@marketplace/domain';
import { useCallback, useEffect, useRef, useState } from 'react';

/** What {@link useCopiedIndicator} returns. */
export interface CopiedIndicator {
  /** The item whose button reads 'Copied!', or null. */
  readonly copiedId: string | null;
  /** Shows 'Copied!' on this item for the indicator's time; a later copy moves it and restarts the time. */
  readonly markCopied: (id: string) => void;
}

/**
 * The 'Copied!' state of the Copy URL buttons (spec 1 section 2.2: for 2 s). One item at a time: a
 * second copy moves the indicator, and the first copy's timer cannot cut the second one short.
 *
 * @param durationMs @default 2000 (mediaLimits.copyIndicatorMs)
 */
export function useCopiedIndicator(durationMs: number = mediaLimits.copyIndicatorMs): CopiedIndicator {
  const [copiedId, setCopiedId] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const markCopied = useCallback(
    (id: string) => {
      clearTimeout(timer.current);
      setCopiedId(id);
      timer.current = setTimeout(() => setCopiedId(null), durationMs);
    },
    [durationMs],
  );

  return { copiedId, markCopied };
}

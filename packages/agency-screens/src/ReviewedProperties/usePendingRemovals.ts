import type { Property, ReviewedPropertyTab } from '@marketplace/domain';
import { useMemo, useState } from 'react';

/** Properties whose delete is under way: hidden from the grid and left out of their tab's count. */
export interface PendingRemovals {
  has: (id: Property['id']) => boolean;
  countIn: (tab: ReviewedPropertyTab) => number;
  add: (id: Property['id'], tab: ReviewedPropertyTab) => void;
  /** The delete answered (and, after a success, the lists reloaded): the server's list is the truth again. */
  settle: (id: Property['id']) => void;
}

/** The optimistic side of the reviewed lists' delete. */
export function usePendingRemovals(): PendingRemovals {
  const [pending, setPending] = useState<ReadonlyMap<Property['id'], ReviewedPropertyTab>>(() => new Map());
  return useMemo(
    () => ({
      has: (id) => pending.has(id),
      countIn: (tab) => [...pending.values()].filter((of) => of === tab).length,
      add: (id, tab) => setPending((current) => new Map(current).set(id, tab)),
      settle: (id) =>
        setPending((current) => {
          const next = new Map(current);
          next.delete(id);
          return next;
        }),
    }),
    [pending],
  );
}

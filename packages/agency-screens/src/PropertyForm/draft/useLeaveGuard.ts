import { useUnsavedChanges } from '@marketplace/ui';
import { useCallback, useEffect, useState } from 'react';
import type { LeaveConfirmDialogProps } from './LeaveConfirmDialog';

export interface LeaveGuard {
  /** Runs `leave` at once when nothing is unsaved; otherwise asks first and runs it only on 'Leave'. */
  readonly confirmLeave: (leave: () => void) => void;
  /** Spread onto `LeaveConfirmDialog` (add `isDraftKept` from the draft keeper). */
  readonly dialog: Pick<LeaveConfirmDialogProps, 'isOpen' | 'onStay' | 'onLeave'>;
}

/**
 * Asks before unsaved changes are left behind (issue 17). While `isDirty`, the browser asks before a
 * reload, a close or another site in its own words, and the host's router asks before a link leaves
 * (ui's `useUnsavedChanges`); the form's own exits (Cancel, Back to Projects) go through
 * `confirmLeave`, which shows `LeaveConfirmDialog` instead.
 */
export function useLeaveGuard(isDirty: boolean): LeaveGuard {
  const [asking, setAsking] = useState<{ readonly leave: () => void } | null>(null);
  const [leaving, setLeaving] = useState<{ readonly leave: () => void } | null>(null);
  // Once 'Leave' is chosen the page stops holding its changes, so the router does not ask a second time.
  const holds = isDirty && leaving === null;
  useUnsavedChanges(holds);

  useEffect(() => {
    if (!holds) return undefined;
    // ui's hook cancels the event; browsers before that was honoured (Chrome < 119, older Safari) read returnValue.
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = true;
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [holds]);

  useEffect(() => {
    if (!leaving) return;
    // Runs after the render that released the hold above: effects' cleanups all run before new effects.
    leaving.leave();
    // If leaving did not unmount the form (an embedder that stays), its changes are held again.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the hold must be released by a commit before leave() runs
    setLeaving(null);
  }, [leaving]);

  const confirmLeave = useCallback(
    (leave: () => void) => {
      if (isDirty) setAsking({ leave });
      else leave();
    },
    [isDirty],
  );
  const onStay = useCallback(() => setAsking(null), []);
  const onLeave = useCallback(() => {
    setAsking(null);
    setLeaving(asking);
  }, [asking]);

  return { confirmLeave, dialog: { isOpen: asking !== null, onStay, onLeave } };
}

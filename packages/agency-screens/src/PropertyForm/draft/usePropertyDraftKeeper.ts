import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { clearPropertyDraft, keepPropertyDraft, propertyDraftKey, readPropertyDraft, type DraftStorage, type PropertyDraft, type PropertyDraftTarget } from './propertyDraft';

/** How long typing must pause before the draft is written: a write per keystroke would serialise the whole form each time. */
export const propertyDraftPauseMs = 500;

export interface PropertyDraftKeeperOptions {
  /** Which form this is: new (standalone or in a project) or the edit of one property. */
  readonly target: PropertyDraftTarget;
  /** Where drafts are kept; null keeps none. @default window.sessionStorage, or null where the browser refuses it */
  readonly storage?: DraftStorage | null;
  /** Whether the form differs from what is saved, in every part the snapshot holds (fields and dialogs' lists). */
  readonly isDirty: boolean;
  /** What to keep, read only when a write happens. */
  readonly snapshot: () => Omit<PropertyDraft, 'savedAt'>;
  /** The clock that stamps a draft. @default () => new Date() */
  readonly now?: () => Date;
}

export interface PropertyDraftKeeper {
  /** The draft found when the form opened, offered until it is restored or discarded (or a save supersedes it). */
  readonly offered: PropertyDraft | null;
  /** Whether this tab keeps drafts: false without storage, or after the storage refused a write (full or disabled). */
  readonly canKeep: boolean;
  /** Hands the offered draft over (null when none) and stops offering it; what is stored is left as it is. */
  readonly restore: () => PropertyDraft | null;
  /** Removes the offered draft from storage and stops offering it; changes typed meanwhile are kept instead. */
  readonly discard: () => void;
  /** Writes at once: after a failed save or when the session has ended. */
  readonly keepNow: () => void;
  /** Call on every change: writes once typing pauses, and before the tab is hidden, closed or the form unmounts. */
  readonly schedule: () => void;
  /** After a successful save: removes the draft and cancels a pending write. */
  readonly clear: () => void;
}

function sessionStorageOrNull(): DraftStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage disabled by the browser's settings: reading the property throws a SecurityError.
    return null;
  }
}

/**
 * Keeps what the user typed in the property form in session storage (issue 17), so a reload, a
 * failed save, an ended session or leaving the form loses nothing, and offers it back when the form
 * opens again. A draft found at mount is held: nothing is written over it until the user restores or
 * discards it, so a fresh form (or a stray keystroke) cannot replace it unseen. Only an explicit keep
 * (a save that failed) supersedes it, because the user then chose the form as it is over the offer.
 */
export function usePropertyDraftKeeper({ target, storage: givenStorage, isDirty, snapshot, now = () => new Date() }: PropertyDraftKeeperOptions): PropertyDraftKeeper {
  const [defaultStorage] = useState(sessionStorageOrNull);
  const storage = givenStorage === undefined ? defaultStorage : givenStorage;
  const key = propertyDraftKey(target);

  const [found, setFound] = useState(() => ({ key, draft: storage ? readPropertyDraft(storage, target) : null }));
  let offered = found.draft;
  if (found.key !== key) {
    // Another property in the same form: its own draft is the one to offer.
    const next = { key, draft: storage ? readPropertyDraft(storage, target) : null };
    setFound(next);
    offered = next.draft;
  }
  const [writeRefused, setWriteRefused] = useState(false);

  // The latest render's inputs, for writes that happen later (a timer, pagehide, unmount).
  const latest = useRef({ storage, target, isDirty, snapshot, now, offered });
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useLayoutEffect(() => {
    latest.current = { storage, target, isDirty, snapshot, now, offered };
  });

  const cancel = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  const stopOffering = useCallback(() => {
    latest.current.offered = null;
    setFound((current) => (current.draft === null ? current : { ...current, draft: null }));
  }, []);

  /** Writes the form (or removes a draft the user has undone), unless a found draft is held. */
  const write = useCallback(
    (supersedeOffer: boolean) => {
      cancel();
      const { storage: store, target: where, isDirty: dirty, snapshot: read, now: clock, offered: held } = latest.current;
      if (!store) return;
      if (held !== null) {
        if (!supersedeOffer || !dirty) return;
        stopOffering();
      }
      if (!dirty) {
        clearPropertyDraft(store, where);
        return;
      }
      const kept = keepPropertyDraft(store, where, { ...read(), savedAt: clock().toISOString() });
      setWriteRefused(!kept);
    },
    [cancel, stopOffering],
  );

  const flush = useCallback(() => {
    if (timer.current !== null) write(false);
  }, [write]);

  const schedule = useCallback(() => {
    cancel();
    timer.current = setTimeout(() => write(false), propertyDraftPauseMs);
  }, [cancel, write]);

  const keepNow = useCallback(() => {
    write(true);
  }, [write]);

  const restore = useCallback(() => {
    const draft = latest.current.offered;
    stopOffering();
    return draft;
  }, [stopOffering]);

  const discard = useCallback(() => {
    const { storage: store, target: where } = latest.current;
    if (store) clearPropertyDraft(store, where);
    stopOffering();
    // What was typed while the offer was shown is the user's work now: keep it in the discarded draft's place.
    if (latest.current.isDirty) write(false);
  }, [stopOffering, write]);

  const clear = useCallback(() => {
    // A pending write would bring the saved draft back: the form may unmount (and flush) while still dirty.
    cancel();
    const { storage: store, target: where } = latest.current;
    if (store) clearPropertyDraft(store, where);
    stopOffering();
  }, [cancel, stopOffering]);

  useEffect(() => {
    // A pending write must not wait for a timer that a closing or backgrounded tab may never run.
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onVisibility);
      flush();
    };
  }, [flush]);

  return { offered, canKeep: storage !== null && !writeRefused, restore, discard, keepNow, schedule, clear };
}

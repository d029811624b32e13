import { useCallback, useMemo, useState } from 'react';

/** Unsaved notes by enquiry id; an id with a draft has its note editor open. */
export interface NoteDrafts {
  /** The draft of an enquiry, or undefined when its editor is closed. */
  draftOf: (id: number) => string | undefined;
  /** Opens the editor with this text (or keeps a draft already there). */
  start: (id: number, text: string) => void;
  change: (id: number, text: string) => void;
  /** Closes the editor: the note was saved, or the edit cancelled. */
  discard: (id: number) => void;
}

/**
 * Drafts live with the view, not the dialog, so a half-written note survives closing and reopening
 * the dialog (or a failed save) until it is saved or cancelled.
 */
export function useNoteDrafts(): NoteDrafts {
  const [drafts, setDrafts] = useState<ReadonlyMap<number, string>>(() => new Map());

  const change = useCallback((id: number, text: string) => {
    setDrafts((current) => new Map(current).set(id, text));
  }, []);
  const start = useCallback((id: number, text: string) => {
    setDrafts((current) => (current.has(id) ? current : new Map(current).set(id, text)));
  }, []);
  const discard = useCallback((id: number) => {
    setDrafts((current) => {
      if (!current.has(id)) return current;
      const next = new Map(current);
      next.delete(id);
      return next;
    });
  }, []);

  return useMemo(() => ({ draftOf: (id: number) => drafts.get(id), start, change, discard }), [drafts, start, change, discard]);
}

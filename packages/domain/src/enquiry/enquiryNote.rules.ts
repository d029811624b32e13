/** What Save Note does with a draft: save this text (an empty one clears the saved note), or refuse it. */
export type EnquiryNoteSave = { kind: 'save'; note: string } | { kind: 'empty' };

/**
 * The note to send for a draft: its text without surrounding spaces. A draft of only spaces is
 * empty: it clears a saved note, and is refused when there is none to clear (it would save nothing).
 */
export function enquiryNoteToSave(draft: string, saved: string | null | undefined): EnquiryNoteSave {
  const note = draft.trim();
  if (note === '' && (saved ?? '').trim() === '') return { kind: 'empty' };
  return { kind: 'save', note };
}

import { storedTextMaxLengths } from '../constants/storedTextLimits';

/**
 * What Save Note does with a draft: save this text (an empty one clears the saved note), or refuse
 * it as empty or as longer than the backend stores.
 */
export type EnquiryNoteSave =
  | { kind: 'save'; note: string }
  | { kind: 'empty' }
  | { kind: 'tooLong'; maxLength: number };

/** The longest note the backend stores (issue 14); Save Note refuses a longer one before sending it. */
export const enquiryNoteMaxLength = storedTextMaxLengths.note;

/**
 * The note to send for a draft: its text without surrounding spaces. A draft of only spaces is
 * empty: it clears a saved note, and is refused when there is none to clear (it would save nothing).
 * A note over `enquiryNoteMaxLength` is refused whole rather than cut, so nothing typed is lost.
 */
export function enquiryNoteToSave(draft: string, saved: string | null | undefined): EnquiryNoteSave {
  const note = draft.trim();
  if (note === '' && (saved ?? '').trim() === '') return { kind: 'empty' };
  if (note.length > enquiryNoteMaxLength) return { kind: 'tooLong', maxLength: enquiryNoteMaxLength };
  return { kind: 'save', note };
}

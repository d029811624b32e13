import { enquiryNoteMaxLength } from '@marketplace/domain';
import { Box, Button, Stack, TextArea, useUnsavedChanges } from '@marketplace/ui';
import { useEffect, useId, useRef, useState } from 'react';
import * as styles from './EnquiryDetails.css';
import { useCommonMessages, useEnquiriesMessages } from '../../messages';

export interface EnquiryNoteEditorProps {
  /** The saved note; blank shows 'No notes added'. */
  note: string | null | undefined;
  /** The unsaved text while editing; undefined while not editing. */
  draft: string | undefined;
  /** Edit Note: open the editor. */
  onEdit: () => void;
  onDraftChange: (text: string) => void;
  /** Save Note: resolves when saved (the caller closes the editor), rejects when the save failed. */
  onSave: () => Promise<void>;
  /** Cancel: close the editor and drop the draft. */
  onCancel: () => void;
  /** A save is running elsewhere (the caller's own flag); Save Note stays busy. @default false */
  isSaving?: boolean;
  /** Why the last save failed, shown under the text area. */
  error?: string | null;
}

/**
 * The Notes part of the details dialog: the note or 'No notes added' with Edit Note, or a text area
 * with Save Note and Cancel. Save Note ignores presses while a save runs, so it never saves twice.
 */
export function EnquiryNoteEditor({ note, draft, onEdit, onDraftChange, onSave, onCancel, isSaving = false, error }: EnquiryNoteEditorProps) {
  const enquiriesMessages = useEnquiriesMessages();
  const common = useCommonMessages();
  const headingId = useId();
  const [isSubmitting, setSubmitting] = useState(false);
  // The state above only disables the button after a render; the ref stops a second press before it.
  const submitting = useRef(false);
  const header = useRef<HTMLDivElement>(null);
  const editor = useRef<HTMLDivElement>(null);
  // Where focus goes once the editor opens or closes, so it is not lost with the button that was pressed.
  const focusNext = useRef<'editor' | 'edit' | null>(null);
  const isEditing = draft !== undefined;
  // A typed note that is not saved yet: leaving the page asks first.
  useUnsavedChanges(isEditing && draft.trim() !== (note ?? '').trim());

  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === 'editor') editor.current?.querySelector('textarea')?.focus();
    if (target === 'edit') header.current?.querySelector('button')?.focus();
  }, [isEditing]);

  const edit = () => {
    focusNext.current = 'editor';
    onEdit();
  };

  const cancel = () => {
    focusNext.current = 'edit';
    onCancel();
  };

  const save = async () => {
    if (submitting.current || isSaving) return;
    submitting.current = true;
    setSubmitting(true);
    try {
      focusNext.current = 'edit';
      await onSave();
    } catch {
      focusNext.current = null;
      // The editor stays open with the typed text; the caller's `error` says what went wrong.
    } finally {
      submitting.current = false;
      setSubmitting(false);
    }
  };

  return (
    <Stack as="section" aria-labelledby={headingId} gap="small" minInlineSize={0}>
      <div ref={header} className={styles.sectionHeader}>
        <h3 id={headingId} className={styles.sectionTitle}>
          {enquiriesMessages.details.notes}
        </h3>
        {isEditing ? null : (
          <Button size="small" variant="secondary" onPress={edit}>
            {enquiriesMessages.details.editNote}
          </Button>
        )}
      </div>
      {isEditing ? (
        <div ref={editor} className={styles.noteEditor}>
          <TextArea
            aria-labelledby={headingId}
            placeholder={enquiriesMessages.details.notePlaceholder}
            value={draft}
            onChange={onDraftChange}
            isInvalid={Boolean(error)}
            errorMessage={error}
            // A longer note is kept whole and refused on Save with a message, never cut as it is pasted.
            maxLength={enquiryNoteMaxLength}
            enforceMaxLength={false}
            warningAt={0.1}
            formatCountAnnouncement={(count, max) => common.charactersRemaining(max - count)}
          />
          <Box display="flex" gap="small">
            <Button size="small" isPending={isSubmitting || isSaving} onPress={save}>
              {enquiriesMessages.details.saveNote}
            </Button>
            <Button size="small" variant="ghost" isDisabled={isSubmitting} onPress={cancel}>
              {enquiriesMessages.details.cancel}
            </Button>
          </Box>
        </div>
      ) : (
        <p dir="auto" className={note ? styles.text : styles.mutedText}>{note || enquiriesMessages.details.noNotes}</p>
      )}
    </Stack>
  );
}

import { en, enquiryNoteMaxLength } from '@marketplace/domain';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { EnquiryNoteEditor } from './EnquiryNoteEditor';

const copy = en.enquiries.details;

/** The editor with its draft held as the view holds it. */
function Editor({ note, onSave, error }: { note: string | null; onSave: (text: string) => Promise<void>; error?: string | null }) {
  const [draft, setDraft] = useState<string | undefined>(undefined);
  return (
    <EnquiryNoteEditor
      note={note}
      draft={draft}
      onEdit={() => setDraft(note ?? '')}
      onDraftChange={setDraft}
      onSave={async () => {
        await onSave(draft ?? '');
        setDraft(undefined);
      }}
      onCancel={() => setDraft(undefined)}
      error={error}
    />
  );
}

const editor = () => screen.getByRole('textbox', { name: copy.notes });

describe('EnquiryNoteEditor', () => {
  it("shows 'No notes added' when there is no note", () => {
    render(<Editor note={null} onSave={vi.fn()} />);
    expect(screen.getByText(copy.noNotes)).toBeInTheDocument();
  });

  it('edits with the placeholder, saves, closes the editor and returns focus to Edit Note', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(() => Promise.resolve());
    render(<Editor note={null} onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: copy.editNote }));
    expect(editor()).toHaveFocus();
    expect(editor()).toHaveAttribute('placeholder', copy.notePlaceholder);
    await user.keyboard('Sent the floor plan.');
    await user.click(screen.getByRole('button', { name: copy.saveNote }));
    expect(onSave).toHaveBeenCalledExactlyOnceWith('Sent the floor plan.');
    // The editor closes once the save's promise settles.
    await waitFor(() => expect(screen.queryByRole('textbox')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: copy.editNote })).toHaveFocus();
  });

  it('starts from the saved note and Cancel drops the changes', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<Editor note="Called once." onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: copy.editNote }));
    expect(editor()).toHaveValue('Called once.');
    await user.type(editor(), ' Again.');
    await user.click(screen.getByRole('button', { name: copy.cancel }));
    expect(screen.getByText('Called once.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: copy.editNote })).toHaveFocus();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('keeps the editor open with the typed text when the save fails, and shows why', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(() => Promise.reject(new Error('500')));
    const { rerender } = render(<Editor note={null} onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: copy.editNote }));
    await user.keyboard('Important');
    await user.click(screen.getByRole('button', { name: copy.saveNote }));
    rerender(<Editor note={null} onSave={onSave} error={en.enquiries.noteUpdateFailed(500)} />);
    expect(editor()).toHaveValue('Important');
    // The description holds the error and the count towards the stored limit.
    expect(editor()).toHaveAccessibleDescription(expect.stringContaining(en.enquiries.noteUpdateFailed(500)));
    expect(editor()).toHaveAccessibleDescription(expect.stringContaining(`9/${enquiryNoteMaxLength}`));
    expect(screen.getByRole('button', { name: copy.saveNote })).toBeEnabled();
  });

  it('saves once however often Save Note is pressed while the save runs', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    const onSave = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Editor note={null} onSave={onSave} />);
    await user.click(screen.getByRole('button', { name: copy.editNote }));
    await user.keyboard('Once');
    const save = screen.getByRole('button', { name: copy.saveNote });
    await user.dblClick(save);
    await user.click(save);
    expect(save).toHaveAttribute('aria-disabled', 'true');
    expect(onSave).toHaveBeenCalledTimes(1);
    finish();
    await waitFor(() => expect(screen.queryByRole('textbox')).not.toBeInTheDocument());
    expect(onSave).toHaveBeenCalledExactlyOnceWith('Once');
  });

  it('stays busy while the caller reports a save running', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<EnquiryNoteEditor note={null} draft="Typed" onEdit={vi.fn()} onDraftChange={vi.fn()} onSave={onSave} onCancel={vi.fn()} isSaving />);
    const save = screen.getByRole('button', { name: copy.saveNote });
    expect(save).toHaveAttribute('aria-disabled', 'true');
    await user.click(save);
    expect(onSave).not.toHaveBeenCalled();
  });
});

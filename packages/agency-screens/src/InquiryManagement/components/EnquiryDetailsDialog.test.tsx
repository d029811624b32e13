import { en, type Enquiry } from '@marketplace/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { enquiriesWith } from '../stories/enquiryStoryData';
import { EnquiryDetailsDialog, type EnquiryDetailsDialogProps } from './EnquiryDetailsDialog';

const copy = en.enquiries.details;
const [inProgress, resolved, closed] = enquiriesWith([
  {
    name: 'Noura Haddad',
    email: 'noura@example.com',
    phone: '+971 50 123 4567',
    message: 'Is the villa still available?',
    note: 'Viewing on Saturday',
    status: 'IN_PROGRESS',
    createdAt: '2026-03-01T10:00:00',
    propertyId: 1044,
    projectId: null,
  },
  { status: 'RESOLVED', note: null, propertyId: null, projectId: 512 },
  { status: 'CLOSED', phone: null, message: null, propertyId: null, projectId: null },
]) as [Enquiry, Enquiry, Enquiry];

function renderDialog(enquiry: Enquiry, props: Partial<EnquiryDetailsDialogProps> = {}) {
  const handlers = { onClose: vi.fn(), onStatusChange: vi.fn(), onNoteEdit: vi.fn(), onDraftChange: vi.fn(), onSave: vi.fn(), onNoteCancel: vi.fn() };
  render(
    <EnquiryDetailsDialog enquiry={enquiry} isOpen noteDraft={undefined} formatDate={(value) => `at ${value}`} {...handlers} {...props} />,
  );
  return { ...handlers, dialog: within(screen.getByRole('dialog', { name: copy.title })) };
}

describe('EnquiryDetailsDialog', () => {
  it('shows the status, created date, message, note and contact information', () => {
    const { dialog } = renderDialog(inProgress);
    expect(dialog.getByRole('button', { name: new RegExp(copy.status) })).toHaveTextContent(en.enquiries.statuses.IN_PROGRESS);
    expect(dialog.getByText('at 2026-03-01T10:00:00')).toBeInTheDocument();
    expect(dialog.getByRole('heading', { name: copy.message })).toBeInTheDocument();
    expect(dialog.getByText('Is the villa still available?')).toBeInTheDocument();
    expect(dialog.getByText('Viewing on Saturday')).toBeInTheDocument();
    expect(dialog.getByRole('heading', { name: copy.contactInformation })).toBeInTheDocument();
    expect(dialog.getByText('Noura Haddad')).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'noura@example.com' })).toHaveAttribute('href', 'mailto:noura@example.com');
    expect(dialog.getByRole('link', { name: '+971 50 123 4567' })).toHaveAttribute('href', 'tel:+971501234567');
    expect(dialog.getByText(copy.propertyId)).toBeInTheDocument();
    expect(dialog.getByText('1044')).toBeInTheDocument();
    expect(dialog.queryByText(copy.projectId)).not.toBeInTheDocument();
  });

  it('shows the project id, and no property id, for an enquiry about a project', () => {
    const { dialog } = renderDialog(resolved);
    expect(dialog.getByText(copy.projectId)).toBeInTheDocument();
    expect(dialog.getByText('512')).toBeInTheDocument();
    expect(dialog.queryByText(copy.propertyId)).not.toBeInTheDocument();
    expect(dialog.getByText(copy.noNotes)).toBeInTheDocument();
  });

  it('offers both Mark as Resolved and Close Inquiry on an enquiry in progress', () => {
    const open = renderDialog(inProgress).dialog;
    expect(open.getByRole('button', { name: copy.markAsResolved })).toBeInTheDocument();
    expect(open.getByRole('button', { name: copy.closeInquiry })).toBeInTheDocument();
  });

  it('hides Mark as Resolved when the enquiry is resolved', () => {
    const { dialog } = renderDialog(resolved);
    expect(dialog.queryByRole('button', { name: copy.markAsResolved })).not.toBeInTheDocument();
    expect(dialog.getByRole('button', { name: copy.closeInquiry })).toBeInTheDocument();
  });

  it('hides Close Inquiry when the enquiry is closed', () => {
    const { dialog } = renderDialog(closed);
    expect(dialog.queryByRole('button', { name: copy.closeInquiry })).not.toBeInTheDocument();
    expect(dialog.getByRole('button', { name: copy.markAsResolved })).toBeInTheDocument();
  });

  it('Mark as Resolved sets RESOLVED and closes the dialog', async () => {
    const user = userEvent.setup();
    const { dialog, onStatusChange, onClose } = renderDialog(inProgress);
    await user.click(dialog.getByRole('button', { name: copy.markAsResolved }));
    expect(onStatusChange).toHaveBeenCalledExactlyOnceWith(inProgress, 'RESOLVED');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('Close Inquiry sets CLOSED and closes the dialog', async () => {
    const user = userEvent.setup();
    const { dialog, onStatusChange, onClose } = renderDialog(resolved);
    await user.click(dialog.getByRole('button', { name: copy.closeInquiry }));
    expect(onStatusChange).toHaveBeenCalledExactlyOnceWith(resolved, 'CLOSED');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("changes the status from the dialog's selector without closing it", async () => {
    const user = userEvent.setup();
    const { dialog, onStatusChange, onClose } = renderDialog(inProgress);
    await user.click(dialog.getByRole('button', { name: new RegExp(copy.status) }));
    await user.click(await screen.findByRole('option', { name: en.enquiries.statuses.NEW }));
    expect(onStatusChange).toHaveBeenCalledExactlyOnceWith(inProgress, 'NEW');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes with Cancel and with Escape', async () => {
    const user = userEvent.setup();
    const { dialog, onClose, onStatusChange } = renderDialog(closed);
    await user.click(dialog.getByRole('button', { name: copy.cancel }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(2));
    expect(onStatusChange).not.toHaveBeenCalled();
  });

  it('opens the note editor with the saved note and shows a failed save under it', async () => {
    const user = userEvent.setup();
    const { dialog, onNoteEdit } = renderDialog(inProgress);
    await user.click(dialog.getByRole('button', { name: copy.editNote }));
    expect(onNoteEdit).toHaveBeenCalledExactlyOnceWith('Viewing on Saturday');
  });

  it('shows a draft being edited, with the save error', () => {
    const { dialog } = renderDialog(inProgress, { noteDraft: 'Half written', error: en.enquiries.noteUpdateFailed(503) });
    const editor = dialog.getByRole('textbox', { name: copy.notes });
    expect(editor).toHaveValue('Half written');
    expect(editor).toHaveAccessibleDescription(expect.stringContaining(en.enquiries.noteUpdateFailed(503)));
    expect(dialog.getByRole('button', { name: copy.saveNote })).toBeInTheDocument();
  });
});

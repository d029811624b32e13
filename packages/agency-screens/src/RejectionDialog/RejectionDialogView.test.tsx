import { en } from '@marketplace/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RejectionDialogView, type RejectionDialogViewProps } from './RejectionDialogView';

const copy = en.propertyCard.rejectDialog;

function renderDialog(props: Partial<RejectionDialogViewProps> = {}) {
  const user = userEvent.setup();
  const onReject = vi.fn<RejectionDialogViewProps['onReject']>(() => Promise.resolve(true));
  const onClose = vi.fn();
  const view = render(<RejectionDialogView isOpen onClose={onClose} onReject={onReject} errorMessage={null} {...props} />);
  const dialog = within(screen.getByRole('dialog', { name: copy.title }));
  return { user, onReject, onClose, dialog, ...view };
}

describe('RejectionDialogView', () => {
  it("shows 'Rejection Reason', the note and a 5-row reason; 'Reject Property' is disabled while the reason is blank", async () => {
    const { user, dialog } = renderDialog();
    expect(dialog.getByText(copy.note)).toBeInTheDocument();
    const reason = dialog.getByRole('textbox', { name: copy.label });
    expect(reason).toHaveAttribute('rows', '5');
    const submit = dialog.getByRole('button', { name: copy.submit });
    expect(submit).toBeDisabled();
    await user.type(reason, '   \n  ');
    expect(submit).toBeDisabled();
    await user.type(reason, 'Photos do not match');
    expect(submit).toBeEnabled();
  });

  it('sends the reason once, however often the button is pressed, and closes once rejected', async () => {
    let finish: (done: boolean) => void = () => undefined;
    const onReject = vi.fn<RejectionDialogViewProps['onReject']>(() => new Promise((resolve) => (finish = resolve)));
    const { user, dialog, onClose } = renderDialog({ onReject });
    await user.type(dialog.getByRole('textbox', { name: copy.label }), 'Photos do not match');
    await user.click(dialog.getByRole('button', { name: copy.submit }));
    await user.click(dialog.getByRole('button', { name: copy.processing }));
    expect(onReject).toHaveBeenCalledExactlyOnceWith('Photos do not match');
    finish(true);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('keeps the reason and shows the failure when the rejection fails', async () => {
    const onReject = vi.fn<RejectionDialogViewProps['onReject']>(() => Promise.resolve(false));
    const { user, dialog, rerender, onClose } = renderDialog({ onReject });
    await user.type(dialog.getByRole('textbox', { name: copy.label }), 'Photos do not match');
    await user.click(dialog.getByRole('button', { name: copy.submit }));
    rerender(<RejectionDialogView isOpen onClose={onClose} onReject={onReject} errorMessage={en.reviewLists.rejectFailed} />);
    expect(await dialog.findByRole('alert')).toHaveTextContent(en.reviewLists.rejectFailed);
    expect(dialog.getByRole('textbox', { name: copy.label })).toHaveValue('Photos do not match');
    expect(onClose).not.toHaveBeenCalled();
  });
});

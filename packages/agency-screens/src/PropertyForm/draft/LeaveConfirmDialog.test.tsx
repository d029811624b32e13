import { en } from '@marketplace/domain';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LeaveConfirmDialog } from './LeaveConfirmDialog';
import { useLeaveGuard } from './useLeaveGuard';

const copy = en.propertyDraft;

/** A form's Cancel button behind the guard, as the property form wires it. */
function GuardedCancel({ isDirty, onCancel, isDraftKept, hasUnkeptFiles }: { isDirty: boolean; onCancel: () => void; isDraftKept?: boolean; hasUnkeptFiles?: boolean }) {
  const guard = useLeaveGuard(isDirty);
  return (
    <>
      <button type="button" onClick={() => guard.confirmLeave(onCancel)}>
        Cancel
      </button>
      <LeaveConfirmDialog {...guard.dialog} isDraftKept={isDraftKept} hasUnkeptFiles={hasUnkeptFiles} />
    </>
  );
}

describe('LeaveConfirmDialog', () => {
  it('asks, says the draft is kept in this tab, and focuses Stay first', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    render(<GuardedCancel isDirty onCancel={onCancel} />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('alertdialog', { name: copy.leaveTitle });
    expect(dialog).toHaveAccessibleDescription(copy.leaveDraftKept);
    expect(screen.getByRole('button', { name: copy.stay })).toHaveFocus();
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('Stay closes the question and keeps the form', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    render(<GuardedCancel isDirty onCancel={onCancel} />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: copy.stay }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('Escape stays too', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    render(<GuardedCancel isDirty onCancel={onCancel} />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('Leave goes where the user was heading', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    render(<GuardedCancel isDirty onCancel={onCancel} />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: copy.leave }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('does not ask when nothing is unsaved', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    render(<GuardedCancel isDirty={false} onCancel={onCancel} />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('says the changes will be lost when this tab keeps no draft', async () => {
    const user = userEvent.setup();
    render(<GuardedCancel isDirty onCancel={vi.fn()} isDraftKept={false} />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('alertdialog', { name: copy.leaveTitle })).toHaveAccessibleDescription(copy.leaveDraftLost);
  });

  it('says that chosen images are not kept with the draft', async () => {
    const user = userEvent.setup();
    render(<GuardedCancel isDirty onCancel={vi.fn()} hasUnkeptFiles />);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('alertdialog', { name: copy.leaveTitle })).toHaveAccessibleDescription(`${copy.leaveDraftKept} ${copy.leaveFilesNotKept}`);
  });
});

import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AlertDialog, type AlertDialogProps } from './AlertDialog';

const message = 'Are you sure you want to delete this FAQ? This action cannot be undone.';

function deferred() {
  let resolve!: () => void;
  let reject!: (reason: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function renderAlert(props: Partial<AlertDialogProps> = {}) {
  const onOpenChange = vi.fn();
  const onConfirm = vi.fn();
  render(
    <AlertDialog
      isOpen
      onOpenChange={onOpenChange}
      title="Delete FAQ"
      tone="danger"
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      onConfirm={onConfirm}
      {...props}
    >
      {message}
    </AlertDialog>,
  );
  return { onOpenChange, onConfirm };
}

describe('AlertDialog', () => {
  it('is an alert dialog named by its title and described by its message, with Cancel focused', () => {
    renderAlert();
    const dialog = screen.getByRole('alertdialog', { name: 'Delete FAQ' });
    expect(dialog).toHaveAccessibleDescription(message);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('uses Confirm and Cancel when no labels are given', () => {
    renderAlert({ confirmLabel: undefined });
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });

  it('confirms and closes at once when onConfirm returns nothing', async () => {
    const user = userEvent.setup();
    const { onOpenChange, onConfirm } = renderAlert();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('cancels with the Cancel button and with Escape', async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    const { onOpenChange, onConfirm } = renderAlert({ onCancel });

    await user.keyboard('{Enter}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenCalledWith(false);

    onOpenChange.mockClear();
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('blocks a second confirm, Cancel and Escape while the promise runs, then closes', async () => {
    const user = userEvent.setup();
    const task = deferred();
    const onConfirm = vi.fn(() => task.promise);
    const { onOpenChange } = renderAlert({ onConfirm });

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const pending = screen.getByRole('button', { name: /Deleting\.\.\./ });
    await user.click(pending);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    await user.click(document.body);

    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();

    task.resolve();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('stays open and usable again when the promise rejects', async () => {
    const user = userEvent.setup();
    const task = deferred();
    const { onOpenChange } = renderAlert({ onConfirm: () => task.promise });

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    task.reject(new Error('Failed to delete FAQ'));

    const confirm = await screen.findByRole('button', { name: 'Delete' });
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(confirm).toBeInTheDocument();
  });

  it('shows the pending state the caller tracks itself', async () => {
    const user = userEvent.setup();
    const { onConfirm, onOpenChange } = renderAlert({ isPending: true });
    await user.click(screen.getByRole('button', { name: /Deleting\.\.\./ }));
    await user.keyboard('{Escape}');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});

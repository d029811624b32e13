import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from '../Dialog/Dialog';
import { Modal } from './Modal';

function renderModal(props: Partial<Parameters<typeof Modal>[0]> = {}) {
  const onOpenChange = vi.fn();
  render(
    <Modal isOpen onOpenChange={onOpenChange} {...props}>
      <Dialog title="Edit Team Member">Form fields</Dialog>
    </Modal>,
  );
  return onOpenChange;
}

describe('Modal', () => {
  it('closes on Escape and on a click outside by default', async () => {
    const user = userEvent.setup();
    const onOpenChange = renderModal();
    expect(screen.getByRole('dialog', { name: 'Edit Team Member' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);

    onOpenChange.mockClear();
    await user.click(document.body);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('refuses Escape and outside clicks when neither may dismiss it', async () => {
    const user = userEvent.setup();
    const onOpenChange = renderModal({ isDismissable: false, isKeyboardDismissDisabled: true });

    await user.keyboard('{Escape}');
    await user.click(document.body);

    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Edit Team Member' })).toBeInTheDocument();
  });

  it('keeps Escape working when only outside clicks are refused', async () => {
    const user = userEvent.setup();
    const onOpenChange = renderModal({ isDismissable: false });

    await user.click(document.body);
    expect(onOpenChange).not.toHaveBeenCalled();
    // The click outside moved focus to the page, where Escape does not reach the modal.
    await user.click(screen.getByText('Form fields'));
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('renders nothing while closed', () => {
    renderModal({ isOpen: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

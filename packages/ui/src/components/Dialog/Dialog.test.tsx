import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button';
import { Modal } from '../Modal/Modal';
import { Dialog, DialogTrigger } from './Dialog';

describe('Dialog', () => {
  it('opens from its trigger, is named and described, and returns focus on Escape', async () => {
    const user = userEvent.setup();
    render(
      <DialogTrigger>
        <Button>Add Member</Button>
        <Modal>
          <Dialog title="Add Team Member" description="Invite a colleague to the agency.">
            Form fields
          </Dialog>
        </Modal>
      </DialogTrigger>,
    );

    const trigger = screen.getByRole('button', { name: 'Add Member' });
    await user.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Add Team Member' });
    expect(dialog).toHaveAccessibleDescription('Invite a colleague to the agency.');
    expect(screen.getByText('Form fields')).toBeVisible();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('closes with its close icon button, whose label can be changed', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <Modal isOpen onOpenChange={onOpenChange}>
        <Dialog title="Inquiry Details" closeLabel="Close details">
          Message
        </Dialog>
      </Modal>,
    );

    await user.click(screen.getByRole('button', { name: 'Close details' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('hides the close icon when the modal cannot be dismissed, leaving its own actions', async () => {
    const user = userEvent.setup();
    const onOpenChange = vi.fn();
    render(
      <Modal isOpen onOpenChange={onOpenChange} isDismissable={false} isKeyboardDismissDisabled>
        <Dialog
          title="View Team Member"
          footer={
            <Button variant="secondary" slot="close">
              Done
            </Button>
          }
        >
          Details
        </Dialog>
      </Modal>,
    );

    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onOpenChange).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('passes close to a footer function and walks the actions with Tab', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(
      <DialogTrigger>
        <Button>Edit</Button>
        <Modal>
          <Dialog
            title="Edit FAQ"
            footer={({ close }) => (
              <>
                <Button variant="secondary" onPress={close}>
                  Cancel
                </Button>
                <Button
                  onPress={() => {
                    onSave();
                    close();
                  }}
                >
                  Save Changes
                </Button>
              </>
            )}
          >
            Question and answer
          </Dialog>
        </Modal>
      </DialogTrigger>,
    );

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(onSave).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

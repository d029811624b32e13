import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Dialog, DialogTrigger } from '../Dialog/Dialog';
import { Text } from '../Text/Text';
import { Modal, modalSizes } from './Modal';
import { expectStillOpen } from './overlayStories.testing';

const meta = {
  title: 'UI/Modal',
  component: Modal,
  args: {
    size: 'medium',
    isDismissable: true,
    isKeyboardDismissDisabled: false,
    children: (
      <Dialog
        title="Edit Team Member"
        description="Changes apply as soon as you save."
        footer={
          <>
            <Button variant="secondary" slot="close">
              Cancel
            </Button>
            <Button slot="close">Save Changes</Button>
          </>
        }
      >
        <Text size="small">Name, email, phone and role of the member.</Text>
      </Dialog>
    ),
  },
  argTypes: {
    size: { control: 'inline-radio', options: modalSizes },
    children: { control: false },
  },
  render: function ModalStory(args) {
    return (
      <DialogTrigger>
        <Button>Open dialog</Button>
        <Modal {...args} />
      </DialogTrigger>
    );
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed until its trigger is pressed; Escape closes it and focus returns to the trigger. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = page.getByRole('button', { name: 'Open dialog' });
    await expect(page.queryByRole('dialog')).not.toBeInTheDocument();

    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await page.findByRole('dialog', { name: 'Edit Team Member' });
    // Visible once the entry animation has run.
    await waitFor(() => expect(dialog).toBeVisible());

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

function openBy(size: (typeof modalSizes)[number]): Story {
  return {
    args: { size },
    render: (args) => (
      <DialogTrigger defaultOpen>
        <Button>Open dialog</Button>
        <Modal {...args} />
      </DialogTrigger>
    ),
    play: async ({ canvasElement }) => {
      const page = within(canvasElement.ownerDocument.body);
      const dialog = await page.findByRole('dialog', { name: 'Edit Team Member' });
      await waitFor(() => expect(dialog).toBeVisible());
    },
  };
}

export const Small = openBy('small');
export const Medium = openBy('medium');
export const Large = openBy('large');

/** A click on the backdrop closes a dismissable modal. */
export const OutsideClickCloses: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: 'Open dialog' }));
    const dialog = await page.findByRole('dialog');
    await userEvent.click(canvasElement.ownerDocument.body);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/**
 * The add, edit and view team-member dialogs: neither Escape nor a click outside closes them,
 * and there is no close icon; only the dialog's own buttons do.
 */
export const NonDismissable: Story = {
  args: { isDismissable: false, isKeyboardDismissDisabled: true },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole('button', { name: 'Open dialog' }));
    const dialog = await page.findByRole('dialog', { name: 'Edit Team Member' });
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    await expectStillOpen(dialog);
    await userEvent.click(canvasElement.ownerDocument.body);
    await expectStillOpen(dialog);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/** Below 768 px medium and large dialogs fill the screen. */
export const Narrow: Story = {
  ...openBy('medium'),
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const NarrowSmall: Story = {
  ...openBy('small'),
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

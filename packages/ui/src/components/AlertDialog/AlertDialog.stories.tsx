import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { DialogTrigger } from '../Dialog/Dialog';
import { expectStillOpen } from '../Modal/overlayStories.testing';
import { AlertDialog, alertDialogTones } from './AlertDialog';

const meta = {
  title: 'UI/AlertDialog',
  component: AlertDialog,
  args: {
    title: 'Are you sure?',
    children: 'This action cannot be undone. This will permanently delete the property "Marina Heights" and remove it from the database.',
    tone: 'danger',
    confirmLabel: 'Delete',
    cancelLabel: 'Cancel',
    pendingLabel: 'Deleting...',
    onConfirm: fn(),
    onCancel: fn(),
  },
  argTypes: {
    tone: { control: 'inline-radio', options: alertDialogTones },
  },
  render: (args) => (
    <DialogTrigger defaultOpen>
      <Button variant="danger">Delete property</Button>
      <AlertDialog {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * react-aria announces the pending button by reference; once the dialog has closed the
 * announcement points at a removed element until it expires, which axe reports.
 */
function clearStaleAnnouncements(document: Document) {
  document.querySelectorAll('[data-live-announcer] [role="log"]').forEach((log) => log.replaceChildren());
}

/** The property delete confirmation: Cancel has the focus; confirming closes it. */
export const Danger: Story = {
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('alertdialog', { name: 'Are you sure?' });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/** A non-destructive confirmation with the default labels. */
export const Primary: Story = {
  args: {
    title: 'Update FAQ',
    children: 'Are you sure you want to update this FAQ?',
    tone: 'primary',
    confirmLabel: undefined,
    cancelLabel: undefined,
    pendingLabel: 'Updating...',
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('alertdialog', { name: 'Update FAQ' });
    await expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
  },
};

/** Closed until the trigger is pressed; Cancel closes it without confirming. */
export const Cancel: Story = {
  render: (args) => (
    <DialogTrigger>
      <Button variant="danger">Delete FAQ</Button>
      <AlertDialog {...args} title="Delete FAQ">
        Are you sure you want to delete this FAQ? This action cannot be undone.
      </AlertDialog>
    </DialogTrigger>
  ),
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(page.queryByRole('alertdialog')).not.toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Delete FAQ' }));
    const dialog = await page.findByRole('alertdialog', { name: 'Delete FAQ' });
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

/** Escape closes the confirmation while nothing runs. */
export const EscapeCloses: Story = {
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('alertdialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

const heldConfirmation = { answer: () => {} };

/**
 * The delete takes a moment: the confirm button shows 'Deleting...', a second press, Cancel,
 * Escape and a click outside are all refused, then the dialog closes.
 */
export const PendingConfirmation: Story = {
  args: {
    // It ends when the play has watched the refusals: on a timer, a slow machine could outlast it.
    onConfirm: fn(() => new Promise<void>((resolve) => (heldConfirmation.answer = resolve))),
  },
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    const pending = await within(dialog).findByRole('button', { name: /Deleting\.\.\./ });
    await userEvent.click(pending);
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expectStillOpen(dialog);
    await userEvent.click(canvasElement.ownerDocument.body);
    await expectStillOpen(dialog);
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);

    heldConfirmation.answer();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    clearStaleAnnouncements(canvasElement.ownerDocument);
  },
};

/** The caller tracks the running action itself (e.g. a mutation in flight). */
export const PendingFromCaller: Story = {
  args: { isPending: true },
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /Deleting\.\.\./ }));
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

/** The delete fails: the dialog stays open, usable again, so the user can retry or cancel. */
export const FailedConfirmation: Story = {
  args: {
    onConfirm: fn(() => Promise.reject(new Error('Failed to delete property'))),
  },
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled());
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { en } from '@marketplace/domain';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RejectionDialogView } from './RejectionDialogView';

const copy = en.propertyCard.rejectDialog;

// The rejection dialog of a card whose context rejects (an admin's or a developer's review).
const meta = {
  title: 'Screens/RejectionDialog',
  component: RejectionDialogView,
  parameters: { layout: 'fullscreen' },
  args: { isOpen: true, onClose: fn(), onReject: fn(() => Promise.resolve(true)), errorMessage: null },
} satisfies Meta<typeof RejectionDialogView>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openDialog(canvasElement: HTMLElement) {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: copy.title });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

/** Blank: 'Reject Property' is disabled; a reason enables it and is sent. */
export const Typical: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog.getByText(copy.note)).toBeVisible();
    await expect(dialog.getByRole('button', { name: copy.submit })).toBeDisabled();
    await userEvent.type(dialog.getByRole('textbox', { name: copy.label }), 'Photos do not match the unit');
    await userEvent.click(dialog.getByRole('button', { name: copy.submit }));
    await expect(args.onReject).toHaveBeenCalledOnce();
    await expect(args.onReject).toHaveBeenCalledWith('Photos do not match the unit');
  },
};

/** The rejection failed: 'Failed to reject property', the reason kept. */
export const Failed: Story = {
  args: { onReject: fn(() => Promise.resolve(false)), errorMessage: en.reviewLists.rejectFailed },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog.getByRole('alert')).toHaveTextContent(en.reviewLists.rejectFailed);
    await userEvent.type(dialog.getByRole('textbox', { name: copy.label }), 'Photos do not match the unit');
    await userEvent.click(dialog.getByRole('button', { name: copy.submit }));
    await expect(dialog.getByRole('textbox', { name: copy.label })).toHaveValue('Photos do not match the unit');
  },
};

/** The rejection is on its way: 'Processing...'. */
export const Processing: Story = {
  args: { onReject: fn(() => new Promise<boolean>(() => undefined)) },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await userEvent.type(dialog.getByRole('textbox', { name: copy.label }), 'Photos do not match the unit');
    await userEvent.click(dialog.getByRole('button', { name: copy.submit }));
    await expect(dialog.getByRole('button', { name: copy.processing })).toBeVisible();
  },
};

/** Below 768 px. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const dialog = await openDialog(canvasElement);
    await expect(dialog.getByRole('textbox', { name: copy.label })).toBeVisible();
  },
};

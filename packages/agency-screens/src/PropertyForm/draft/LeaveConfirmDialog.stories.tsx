import type { Meta, StoryObj } from '@storybook/react-vite';
import { en } from '@marketplace/domain';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { LeaveConfirmDialog } from './LeaveConfirmDialog';
import { GuardedExit } from './stories/GuardedExit';

const copy = en.propertyDraft;

const meta = {
  title: 'Screens/PropertyForm/Draft/LeaveConfirmDialog',
  component: LeaveConfirmDialog,
  args: { isOpen: true, isDraftKept: true, hasUnkeptFiles: false, onStay: fn(), onLeave: fn() },
} satisfies Meta<typeof LeaveConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog once its entry transition has ended (a play function presses only what is visible). */
async function openedQuestion(): Promise<HTMLElement> {
  const dialog = await screen.findByRole('alertdialog', { name: copy.leaveTitle });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}

/** Unsaved changes and a draft kept in this tab: the dialog says where they are; Stay has the focus, Leave goes. */
export const DraftKept: Story = {
  play: async ({ args }) => {
    const dialog = await openedQuestion();
    await expect(dialog).toHaveAccessibleDescription(copy.leaveDraftKept);
    await expect(within(dialog).getByRole('button', { name: copy.stay })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: copy.leave }));
    await expect(args.onLeave).toHaveBeenCalledOnce();
  },
};

/** Images were chosen and not uploaded: the dialog adds that a draft cannot hold them. */
export const ImagesNotKept: Story = {
  args: { hasUnkeptFiles: true },
  play: async () => {
    const dialog = await openedQuestion();
    await expect(dialog).toHaveAccessibleDescription(`${copy.leaveDraftKept} ${copy.leaveFilesNotKept}`);
  },
};

/** This tab keeps no draft (storage disabled or full): the dialog says the changes will be lost; Stay stays. */
export const DraftNotKept: Story = {
  args: { isDraftKept: false },
  play: async ({ args }) => {
    const dialog = await openedQuestion();
    await expect(dialog).toHaveAccessibleDescription(copy.leaveDraftLost);
    await userEvent.click(within(dialog).getByRole('button', { name: copy.stay }));
    await expect(args.onStay).toHaveBeenCalled();
    await expect(args.onLeave).not.toHaveBeenCalled();
  },
};

/** On a 375 px phone: the question and both buttons fit; Escape stays. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ args }) => {
    await expect(window.innerWidth).toBe(375);
    const dialog = await openedQuestion();
    const stay = within(dialog).getByRole('button', { name: copy.stay });
    const leave = within(dialog).getByRole('button', { name: copy.leave });
    await expect(stay).toBeVisible();
    await expect(leave).toBeVisible();
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(375);
    await expect(leave.getBoundingClientRect().right).toBeLessThanOrEqual(375);
    await userEvent.keyboard('{Escape}');
    await expect(args.onStay).toHaveBeenCalled();
  },
};

/** The form's Back to Projects with unsaved changes: it asks first, Stay keeps the form, Leave goes. */
export const AsksBeforeBackToProjects: Story = {
  render: (args) => <GuardedExit isDirty onLeave={args.onLeave} />,
  play: async ({ args, canvasElement }) => {
    const back = within(canvasElement).getByRole('button', { name: en.propertyForm.backToProjects });
    await userEvent.click(back);
    await userEvent.click(within(await openedQuestion()).getByRole('button', { name: copy.stay }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onLeave).not.toHaveBeenCalled();
    await userEvent.click(back);
    await userEvent.click(within(await openedQuestion()).getByRole('button', { name: copy.leave }));
    await waitFor(() => expect(args.onLeave).toHaveBeenCalledOnce());
  },
};

/** Nothing unsaved: Back to Projects leaves without asking. */
export const LeavesWhenSaved: Story = {
  render: (args) => <GuardedExit isDirty={false} onLeave={args.onLeave} />,
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: en.propertyForm.backToProjects }));
    await expect(args.onLeave).toHaveBeenCalledOnce();
    await expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  },
};

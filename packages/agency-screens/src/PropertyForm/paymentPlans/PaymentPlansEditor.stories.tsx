import type { Meta, StoryObj } from '@storybook/react-vite';
import { en } from '@marketplace/domain';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { PaymentPlansHarness } from './stories/PaymentPlansHarness';
import { manyPlans, planOffBy, scheduledPlan, typicalPlan } from './stories/paymentPlansStoryData';

const messages = en.paymentPlans;

const meta = {
  title: 'Screens/PropertyForm/PaymentPlans',
  component: PaymentPlansHarness,
  args: { initialValue: [typicalPlan()], onChange: fn() },
} satisfies Meta<typeof PaymentPlansHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const plans = (canvasElement: HTMLElement) => within(canvasElement).queryAllByRole('region', { name: /^Payment plan \d/ });
const totalLine = (plan: HTMLElement) => within(plan).getByText(/^Total: /);

/** No plan yet: the empty line and Add; the play adds a plan and its one milestone of 100%. */
export const Empty: Story = {
  args: { initialValue: [] },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByText(messages.empty)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: messages.addPlan }));
    const [plan] = plans(canvasElement);
    await expect(within(plan!).getByRole('textbox', { name: messages.planName })).toHaveFocus();
    await userEvent.keyboard('Ready unit: full payment');
    await userEvent.click(within(plan!).getByRole('button', { name: messages.addMilestone }));
    await expect(within(plan!).getByRole('textbox', { name: messages.milestoneName(1) })).toHaveFocus();
    await userEvent.keyboard('On transfer');
    await userEvent.type(within(plan!).getByRole('textbox', { name: messages.milestonePercentage(1) }), '١٠٠');
    await expect(totalLine(plan!)).toHaveTextContent('Total: 100% of 100%');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ name: 'Ready unit: full payment', paymentMilestones: [expect.objectContaining({ name: 'On transfer', pct: 100 })] }),
    ]);
  },
};

/** A 40/60 plan whose milestones add up to 100: no warning. Removing one shows the shortfall. */
export const Typical: Story = {
  play: async ({ canvasElement }) => {
    const [plan] = plans(canvasElement);
    await expect(within(plan!).getByRole('heading', { name: `Payment plan 1: ${typicalPlan().name}` })).toBeVisible();
    await expect(totalLine(plan!)).toHaveTextContent('Total: 100% of 100%');
    await expect(within(plan!).queryByText(/The form still saves/)).toBeNull();
    const removed = typicalPlan().paymentMilestones[2]!;
    await userEvent.click(within(plan!).getByRole('button', { name: messages.removeMilestone(3) }));
    await expect(within(plan!).getByRole('textbox', { name: messages.milestoneName(2) })).toHaveFocus();
    await expect(within(plan!).getByText(messages.totalUnder(removed.pct))).toBeVisible();
  },
};

/** Milestones 10 points short of 100: the total and a warning; nothing blocks. */
export const UnderHundred: Story = {
  args: { initialValue: [planOffBy(-10)] },
  play: async ({ canvasElement }) => {
    const [plan] = plans(canvasElement);
    await expect(totalLine(plan!)).toHaveTextContent('Total: 90% of 100%');
    await expect(within(plan!).getByText(messages.totalUnder(10))).toBeVisible();
  },
};

/** Milestones 15 points over 100: the total and a warning; nothing blocks. */
export const OverHundred: Story = {
  args: { initialValue: [planOffBy(15)] },
  play: async ({ canvasElement }) => {
    const [plan] = plans(canvasElement);
    await expect(totalLine(plan!)).toHaveTextContent('Total: 115% of 100%');
    await expect(within(plan!).getByText(messages.totalOver(15))).toBeVisible();
  },
};

/** Five plans, two with brochure-long names that wrap instead of widening the page. */
export const ManyPlans: Story = {
  args: { initialValue: manyPlans() },
  play: async ({ canvasElement }) => {
    await expect(plans(canvasElement)).toHaveLength(5);
    await expect(within(plans(canvasElement)[1]!).getByRole('heading', { name: /instalments over 36 months/ })).toBeVisible();
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

/** A filled plan asks before it goes; after it, focus is on the previous plan, or on Add when none is left. */
export const RemovePlan: Story = {
  args: { initialValue: [typicalPlan(40), typicalPlan(75, 9)] },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: messages.removePlan(2) }));
    const dialog = await screen.findByRole('alertdialog', { name: messages.removePlanDialog.title(2) });
    await userEvent.click(within(dialog).getByRole('button', { name: messages.removePlanDialog.confirm }));
    await expect(plans(canvasElement)).toHaveLength(1);
    await expect(within(plans(canvasElement)[0]!).getByRole('textbox', { name: messages.planName })).toHaveFocus();

    await userEvent.click(canvas.getByRole('button', { name: messages.removePlan(1) }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: messages.removePlanDialog.confirm }));
    await expect(canvas.getByText(messages.empty)).toBeVisible();
    await expect(canvas.getByRole('button', { name: messages.addPlan })).toHaveFocus();
  },
};

/** Due dates on a milestone, one entry of another shape kept as saved; the play adds a date. */
export const Schedule: Story = {
  args: { initialValue: [scheduledPlan()] },
  play: async ({ canvasElement, args }) => {
    const milestone = within(plans(canvasElement)[0]!).getByRole('group', { name: messages.milestone(2) });
    await expect(within(milestone).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(milestone).getByText(messages.otherScheduleEntries(1))).toBeVisible();
    await userEvent.type(within(milestone).getByLabelText(messages.newDueDate(2)), '2027-06-30');
    await userEvent.click(within(milestone).getByRole('button', { name: messages.addDueDate }));
    await expect(within(milestone).getAllByRole('listitem')).toHaveLength(3);
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/** While the form saves: everything shown, nothing editable. */
export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: messages.addPlan })).toBeDisabled();
    const [plan] = plans(canvasElement);
    await expect(within(plan!).getByRole('textbox', { name: messages.planName })).toBeDisabled();
    await expect(within(plan!).getByRole('button', { name: messages.removeMilestone(1) })).toBeDisabled();
  },
};

/** A phone: the plan's and each milestone's fields stack, nothing scrolls sideways. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const [plan] = plans(canvasElement);
    const name = within(plan!).getByRole('textbox', { name: messages.milestoneName(1) });
    const share = within(plan!).getByRole('textbox', { name: messages.milestonePercentage(1) });
    await expect(share.getBoundingClientRect().top).toBeGreaterThan(name.getBoundingClientRect().bottom);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

import { en, type PaymentPlan } from '@marketplace/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PaymentPlansEditor } from './PaymentPlansEditor';
import { PaymentPlansHarness } from './stories/PaymentPlansHarness';
import { planOffBy, scheduledPlan, typicalPlan } from './stories/paymentPlansStoryData';

const messages = en.paymentPlans;

const plan = (position: number) => screen.getByRole('region', { name: new RegExp(`^Payment plan ${position}`) });
const milestone = (inPlan: HTMLElement, position: number) => within(inPlan).getByRole('group', { name: messages.milestone(position) });
// The note's character counter is a status region too: the total is the one that starts with 'Total'.
const total = (inPlan: HTMLElement) => within(inPlan).getAllByRole('status').find((region) => region.textContent.startsWith('Total'));
const lastValue = (onChange: ReturnType<typeof vi.fn>) => onChange.mock.lastCall?.[0] as PaymentPlan[];

function setup(initialValue: readonly PaymentPlan[] = [], isDisabled = false) {
  const user = userEvent.setup();
  const onChange = vi.fn();
  render(<PaymentPlansHarness initialValue={initialValue} onChange={onChange} isDisabled={isDisabled} />);
  return { user, onChange };
}

describe('PaymentPlansEditor', () => {
  it('starts empty and adds a plan with the focus in its name', async () => {
    const { user, onChange } = setup();
    expect(screen.getByRole('heading', { level: 3, name: messages.title })).toBeVisible();
    expect(screen.getByText(messages.empty)).toBeVisible();

    await user.click(screen.getByRole('button', { name: messages.addPlan }));

    const added = plan(1);
    expect(within(added).getByRole('heading', { level: 4, name: 'Payment plan 1' })).toBeVisible();
    expect(within(added).getByRole('textbox', { name: messages.planName })).toHaveFocus();
    expect(within(added).getByText(messages.noMilestones)).toBeVisible();
    expect(lastValue(onChange)).toEqual([{ name: '', resaleAvailablePCT: null, note: '', paymentMilestones: [] }]);

    await user.keyboard('Golden Visa 60/40');
    expect(within(added).getByRole('heading', { name: 'Payment plan 1: Golden Visa 60/40' })).toBeVisible();
    await user.type(within(added).getByRole('textbox', { name: messages.resaleAvailable }), '35');
    await user.type(within(added).getByRole('textbox', { name: messages.note }), 'DLD fee of 4% on signing.');
    expect(lastValue(onChange)).toEqual([
      { name: 'Golden Visa 60/40', resaleAvailablePCT: 35, note: 'DLD fee of 4% on signing.', paymentMilestones: [] },
    ]);
  });

  it('adds milestones with the focus in the new one, and keeps a running total with a warning until 100%', async () => {
    const { user, onChange } = setup();
    await user.click(screen.getByRole('button', { name: messages.addPlan }));
    const added = plan(1);

    await user.click(within(added).getByRole('button', { name: messages.addMilestone }));
    expect(within(added).getByRole('textbox', { name: messages.milestoneName(1) })).toHaveFocus();
    await user.keyboard('Down payment');
    await user.type(within(added).getByRole('textbox', { name: messages.milestonePercentage(1) }), '60');
    await user.type(within(added).getByRole('textbox', { name: messages.milestoneDescription(1) }), 'On booking');

    expect(total(added)).toHaveTextContent(`Total: 60% of 100%${messages.totalUnder(40)}`);

    await user.click(within(added).getByRole('button', { name: messages.addMilestone }));
    expect(within(added).getByRole('textbox', { name: messages.milestoneName(2) })).toHaveFocus();
    await user.type(within(added).getByRole('textbox', { name: messages.milestonePercentage(2) }), '55');
    expect(total(added)).toHaveTextContent(`Total: 115% of 100%${messages.totalOver(15)}`);

    await user.clear(within(added).getByRole('textbox', { name: messages.milestonePercentage(2) }));
    await user.type(within(added).getByRole('textbox', { name: messages.milestonePercentage(2) }), '40');
    expect(total(added)).toHaveTextContent(/^Total: 100% of 100%$/);
    expect(lastValue(onChange)[0]!.paymentMilestones).toEqual([
      { name: 'Down payment', pct: 60, description: 'On booking', paymentSchedule: [] },
      { name: '', pct: 40, description: '', paymentSchedule: [] },
    ]);
  });

  it('shows the warning of a saved plan that is short of 100%, and none for one that adds up', () => {
    render(<PaymentPlansEditor value={[typicalPlan(), planOffBy(-10)]} onChange={vi.fn()} />);
    expect(total(plan(1))).toHaveTextContent(/^Total: 100% of 100%$/);
    expect(total(plan(2))).toHaveTextContent(`Total: 90% of 100%${messages.totalUnder(10)}`);
  });

  it('reads a percentage typed with Arabic-Indic digits, and keeps text that is no number with a message', async () => {
    const { user, onChange } = setup([{ ...typicalPlan(), paymentMilestones: [] }]);
    await user.click(within(plan(1)).getByRole('button', { name: messages.addMilestone }));
    const percentage = within(plan(1)).getByRole('textbox', { name: messages.milestonePercentage(1) });

    await user.type(percentage, '٢٢٫٥');
    expect(percentage).toHaveValue('٢٢٫٥');
    expect(lastValue(onChange)[0]!.paymentMilestones![0]!.pct).toBe(22.5);
    expect(total(plan(1))).toHaveTextContent(`Total: 22.5% of 100%${messages.totalUnder(77.5)}`);

    const calls = onChange.mock.calls.length;
    await user.clear(percentage);
    await user.type(percentage, 'twenty');
    expect(percentage).toHaveValue('twenty');
    expect(percentage).toBeInvalid();
    expect(percentage).toHaveAccessibleDescription(messages.notANumber(messages.milestonePercentage(1)));
    // Clearing emits the spec's 0; the letters that follow emit nothing.
    expect(onChange.mock.calls.length).toBe(calls + 1);
    expect(lastValue(onChange)[0]!.paymentMilestones![0]!.pct).toBe(0);

    const resale = within(plan(1)).getByRole('textbox', { name: messages.resaleAvailable });
    await user.clear(resale);
    await user.type(resale, '120');
    expect(resale).toBeInvalid();
    expect(screen.getByText(messages.outOfRange(messages.resaleAvailable))).toBeVisible();
    expect(lastValue(onChange)[0]!.resaleAvailablePCT).toBe(12);
  });

  it('removes a milestone and moves the focus to the previous one, or to Add milestone when none is left', async () => {
    const { user, onChange } = setup([typicalPlan()]);
    const [first, , third] = typicalPlan().paymentMilestones;
    await user.click(within(milestone(plan(1), 2)).getByRole('button', { name: messages.removeMilestone(2) }));
    expect(lastValue(onChange)[0]!.paymentMilestones).toEqual([first, third]);
    expect(within(plan(1)).getByRole('textbox', { name: messages.milestoneName(1) })).toHaveFocus();
    expect(within(plan(1)).getByRole('textbox', { name: messages.milestoneName(2) })).toHaveValue(third!.name);

    await user.click(within(plan(1)).getByRole('button', { name: messages.removeMilestone(1) }));
    await user.click(within(plan(1)).getByRole('button', { name: messages.removeMilestone(1) }));
    expect(within(plan(1)).getByText(messages.noMilestones)).toBeVisible();
    expect(within(plan(1)).getByRole('button', { name: messages.addMilestone })).toHaveFocus();
  });

  it('removes an empty plan at once and asks before removing a filled one', async () => {
    const { user, onChange } = setup([typicalPlan()]);
    await user.click(screen.getByRole('button', { name: messages.addPlan }));
    await user.click(screen.getByRole('button', { name: messages.removePlan(2) }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(lastValue(onChange)).toHaveLength(1);
    expect(within(plan(1)).getByRole('textbox', { name: messages.planName })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: messages.removePlan(1) }));
    const dialog = screen.getByRole('alertdialog', { name: messages.removePlanDialog.title(1) });
    expect(dialog).toHaveTextContent(messages.removePlanDialog.body(typicalPlan().name, 3));
    await user.click(within(dialog).getByRole('button', { name: messages.removePlanDialog.cancel }));
    expect(lastValue(onChange)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: messages.removePlan(1) }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: messages.removePlanDialog.confirm }));
    expect(lastValue(onChange)).toEqual([]);
    expect(screen.getByText(messages.empty)).toBeVisible();
    expect(screen.getByRole('button', { name: messages.addPlan })).toHaveFocus();
  });

  it('adds and removes due dates, and keeps schedule entries of another shape', async () => {
    const { user, onChange } = setup([scheduledPlan()]);
    const second = milestone(plan(1), 2);
    expect(within(second).getAllByRole('listitem')).toHaveLength(2);
    expect(within(second).getByText(messages.otherScheduleEntries(1))).toBeVisible();
    const add = within(second).getByRole('button', { name: messages.addDueDate });
    expect(add).toBeDisabled();

    await user.type(within(second).getByLabelText(messages.newDueDate(2)), '2027-06-30');
    await user.click(add);
    expect(lastValue(onChange)[0]!.paymentMilestones![1]!.paymentSchedule).toEqual(['2027-03-31', '2027-06-30', '2027-09-30', { amount: 125000 }]);
    expect(within(second).getByLabelText(messages.newDueDate(2))).toHaveFocus();
    expect(within(second).getByLabelText(messages.newDueDate(2))).toHaveValue('');

    const removeButtons = within(second).getAllByRole('button', { name: /^Remove due date .* of milestone 2$/ });
    expect(removeButtons).toHaveLength(3);
    await user.click(removeButtons[1]!);
    expect(lastValue(onChange)[0]!.paymentMilestones![1]!.paymentSchedule).toEqual(['2027-03-31', '2027-09-30', { amount: 125000 }]);
    expect(within(second).getAllByRole('button', { name: /^Remove due date/ })[0]).toHaveFocus();
  });

  it('is usable with the keyboard alone', async () => {
    const { user, onChange } = setup();
    await user.tab();
    expect(screen.getByRole('button', { name: messages.addPlan })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard('Post-handover 50/50');
    await user.tab();
    expect(within(plan(1)).getByRole('textbox', { name: messages.resaleAvailable })).toHaveFocus();
    await user.keyboard('40');
    await user.tab();
    await user.tab();
    expect(within(plan(1)).getByRole('button', { name: messages.addMilestone })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard('Booking');
    await user.tab();
    await user.keyboard('50');
    expect(lastValue(onChange)).toEqual([
      expect.objectContaining({
        name: 'Post-handover 50/50',
        resaleAvailablePCT: 40,
        paymentMilestones: [expect.objectContaining({ name: 'Booking', pct: 50 })],
      }),
    ]);
    await user.keyboard('{Shift>}{Tab}{Tab}{/Shift}');
    expect(within(plan(1)).getByRole('textbox', { name: messages.note })).toHaveFocus();
  });

  it('lets nothing change while disabled', async () => {
    const { user, onChange } = setup([typicalPlan()], true);
    expect(screen.getByRole('button', { name: messages.addPlan })).toBeDisabled();
    expect(screen.getByRole('button', { name: messages.removePlan(1) })).toBeDisabled();
    expect(within(plan(1)).getByRole('button', { name: messages.addMilestone })).toBeDisabled();
    const name = within(plan(1)).getByRole('textbox', { name: messages.planName });
    expect(name).toBeDisabled();
    await user.type(name, 'x');
    await user.type(within(plan(1)).getByRole('textbox', { name: messages.milestonePercentage(1) }), '5');
    expect(onChange).not.toHaveBeenCalled();
  });
});

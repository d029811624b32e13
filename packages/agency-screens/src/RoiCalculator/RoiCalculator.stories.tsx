import type { Meta, StoryObj } from '@storybook/react-vite';
import { en } from '@marketplace/domain';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { RoiCalculator } from './RoiCalculator';

const text = en.roiCalculator;

const meta = {
  title: 'Screens/RoiCalculator/Connected',
  component: RoiCalculator,
  args: { isOpen: true, onApply: fn(), onClose: fn() },
} satisfies Meta<typeof RoiCalculator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** By keyboard alone: change the rent, watch the ROI follow, apply it. */
export const ComputeAndApply: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: text.title });
    const rent = within(dialog).getByRole('textbox', { name: text.fields.annualRentalIncome });
    await userEvent.click(rent);
    await userEvent.keyboard('{Control>}a{/Control}48,000');
    // 48,000 less 5% is 45,600; less 23,000 of expenses, 22,600; plus 15,000: 37,600 on 500,000.
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('ROI 7.52%'));
    await userEvent.tab();
    while (document.activeElement !== within(dialog).getByRole('button', { name: text.apply })) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onApply).toHaveBeenCalledWith(7.52, expect.objectContaining({ annualRentalIncome: 48_000 }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** Opened again from the values the form applied last time. */
export const FromAppliedValues: Story = {
  args: { initialValues: { propertyValue: 1_000_000, appreciationRatePct: 5 } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: text.title });
    await expect(within(dialog).getByRole('textbox', { name: text.fields.propertyValue })).toHaveValue('1000000');
    // Cash flow 5,500 plus 5% of 1,000,000: 55,500.
    await expect(within(dialog).getByRole('status')).toHaveTextContent('ROI 5.55%');
  },
};

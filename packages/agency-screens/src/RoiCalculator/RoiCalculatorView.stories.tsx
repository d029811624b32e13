import type { Meta, StoryObj } from '@storybook/react-vite';
import { en } from '@marketplace/domain';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { RoiCalculatorView } from './RoiCalculatorView';
import { roiViewArgs } from './stories/roiViewArgs';

const text = en.roiCalculator;
// toHaveTextContent folds the element's whitespace, no-break spaces included, but not the expected text's.
const asShown = (copy: string) => copy.replace(/\s+/g, ' ');

const meta = {
  title: 'Screens/RoiCalculator/View',
  component: RoiCalculatorView,
  args: { ...roiViewArgs(), onFieldChange: fn(), onApply: fn(), onCancel: fn() },
} satisfies Meta<typeof RoiCalculatorView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's defaults: ROI 4.1%. */
export const Defaults: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: text.title });
    await expect(within(dialog).getByRole('status')).toHaveTextContent('ROI 4.1%');
    await expect(within(dialog).getByRole('figure', { name: text.breakdown })).toHaveTextContent(asShown(text.amount(20_500)));
    await userEvent.click(within(dialog).getByRole('button', { name: text.apply }));
    await expect(args.onApply).toHaveBeenCalledOnce();
  },
};

/** Text that is not a number counts as 0, values out of range as the nearest end, each said under its field. */
export const CountedOtherwise: Story = {
  args: roiViewArgs({ propertyTax: 'n/a', vacancyRatePct: '140', appreciationRatePct: '-40', propertyValue: '' }),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: text.title });
    await expect(within(dialog).getByRole('textbox', { name: text.fields.propertyTax })).toHaveAccessibleDescription(text.notANumber(0));
    await expect(within(dialog).getByRole('textbox', { name: text.fields.vacancyRate })).toHaveAccessibleDescription(text.aboveMax(100));
    await expect(within(dialog).getByRole('textbox', { name: text.fields.appreciationRate })).toHaveAccessibleDescription(text.belowMin(-10));
    await expect(within(dialog).getByRole('textbox', { name: text.fields.propertyValue })).toHaveAccessibleDescription(text.notANumber(1));
  },
};

/** A villa losing money: negative cash flow, appreciation and ROI, drawn left of zero. */
export const Loss: Story = {
  args: roiViewArgs({ propertyValue: '3200000', annualRentalIncome: '150000', vacancyRatePct: '20', mortgageInterest: '140000', appreciationRatePct: '-4' }),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: text.title });
    await expect(within(dialog).getByRole('status')).toHaveTextContent('ROI -5.03%');
    await expect(within(dialog).getByRole('figure', { name: text.breakdown })).toHaveTextContent(asShown(`${text.totalReturn}${text.amount(-161_000)}`));
  },
};

/** The largest amounts the ranges allow: the figures stay on screen without overlapping. */
export const Full: Story = {
  args: roiViewArgs({ propertyValue: '1,000,000,000', annualRentalIncome: '100,000,000', mortgageInterest: '10000000', appreciationRatePct: '30' }),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: text.title });
    const chart = within(dialog).getByRole('figure', { name: text.breakdown });
    for (const item of within(chart).getAllByRole('listitem')) await expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth + 1);
  },
};

/** Below 768 px the dialog fills the screen and the results follow the inputs; Escape cancels. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: text.title });
    const value = within(dialog).getByRole('textbox', { name: text.fields.propertyValue }).getBoundingClientRect();
    const results = within(dialog).getByRole('region', { name: text.results }).getBoundingClientRect();
    await expect(results.top).toBeGreaterThan(value.bottom);
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BarChart } from './BarChart';

const meta = {
  title: 'UI/BarChart',
  component: BarChart,
  args: {
    title: 'Quarterly results',
    data: [
      { key: 'q1', label: 'First quarter', value: 42, valueLabel: '42 units' },
      { key: 'q2', label: 'Second quarter', value: 65, valueLabel: '65 units' },
      { key: 'q3', label: 'Third quarter', value: 18, valueLabel: '18 units' },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Positive: Story = {
  play: async ({ canvasElement }) => {
    const figure = within(canvasElement).getByRole('figure', { name: 'Quarterly results' });
    await expect(within(figure).getAllByRole('listitem')).toHaveLength(3);
    await expect(figure).toHaveTextContent('Second quarter65 units');
  },
};

export const GainsAndLosses: Story = {
  args: {
    title: 'Change by month',
    data: [
      { key: 'jan', label: 'January', value: 12, valueLabel: '+12%' },
      { key: 'feb', label: 'February', value: -8, valueLabel: '-8%' },
      { key: 'mar', label: 'March', value: 3, valueLabel: '+3%', tone: 'success' },
      { key: 'apr', label: 'April with a much longer label that wraps', value: -20, valueLabel: '-20%', tone: 'warning' },
    ],
  },
  play: async ({ canvasElement }) => {
    const items = within(canvasElement).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    // The longest loss fills the track's left part up to zero.
    const bars = items.map((item) => item.querySelector('rect'));
    await expect(Number(bars[3]?.getAttribute('x'))).toBe(0);
  },
};

export const RightToLeft: Story = {
  ...GainsAndLosses,
  decorators: [
    (Story) => (
      <div dir="rtl" style={{ maxInlineSize: 520 }}>
        <Story />
      </div>
    ),
  ],
};

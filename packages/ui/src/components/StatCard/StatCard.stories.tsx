import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Box } from '../Box/Box';
import { StatCard, statCardTones } from './StatCard';

const meta = {
  title: 'UI/StatCard',
  component: StatCard,
  args: { label: 'Approved Properties', value: 24, tone: 'success', icon: 'check' },
  argTypes: { tone: { control: 'inline-radio', options: statCardTones } },
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Approved Properties' })).toHaveTextContent('24');
  },
};

export const Tones: Story = {
  render: (args) => (
    <Box display="grid" gridTemplateColumns={{ mobile: 1, tablet: 3 }} gap="large">
      {statCardTones.map((tone) => (
        <StatCard key={tone} {...args} tone={tone} label={tone} />
      ))}
    </Box>
  ),
};

/** The four enquiry counters. */
export const EnquiryCounters: Story = {
  render: () => (
    <Box display="grid" gridTemplateColumns={{ mobile: 1, tablet: 4 }} gap="large">
      <StatCard label="Total" value={128} tone="primary" icon="menu" />
      <StatCard label="Pending" value={37} tone="warning" icon="info" />
      <StatCard label="Resolved" value={85} tone="success" icon="check" />
      <StatCard label="Urgent" value={6} tone="danger" icon="alert" />
    </Box>
  ),
};

/** While the counts load each figure shows '...'. */
export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('group', { name: 'Approved Properties' });
    await expect(card).toHaveTextContent('...');
    await expect(card).not.toHaveTextContent('24');
  },
};

export const WithoutIcon: Story = {
  args: { icon: undefined, tone: 'danger', label: 'Rejected Properties', value: 3 },
};

export const LongContent: Story = {
  args: { label: 'Properties approved by the developer and waiting for admin review', value: 1_204_553 },
  render: (args) => (
    <div style={{ maxInlineSize: 260 }}>
      <StatCard {...args} />
    </div>
  ),
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  render: EnquiryCounters.render,
};

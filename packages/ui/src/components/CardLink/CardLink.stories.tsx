import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StatCard } from '../StatCard/StatCard';
import { CardLink } from './CardLink';

const meta = {
  title: 'UI/CardLink',
  component: CardLink,
  args: {
    href: '#pending',
    children: <StatCard label="Pending Properties" value={7} tone="warning" icon="chevronRight" />,
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: '20rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CardLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Pending Properties/ });
    await expect(link).toHaveAttribute('href', '#pending');
  },
};

/** Tab reaches the card and draws the shared focus ring around it. */
export const KeyboardFocus: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /Pending Properties/ });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
    await expect(getComputedStyle(link).outlineStyle).toBe('solid');
  },
};

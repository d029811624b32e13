import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'UI/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: '5 stars: 12 reviews (60%)' },
  render: (args) => (
    <div>
      <span aria-hidden="true">★★★★★ 12</span>
      <VisuallyHidden {...args} />
    </div>
  ),
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The sentence is not drawn (one pixel, clipped) but is the row's text for a screen reader. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const hidden = within(canvasElement).getByText('5 stars: 12 reviews (60%)');
    const box = hidden.getBoundingClientRect();
    await expect(box.width).toBeLessThanOrEqual(1);
    await expect(box.height).toBeLessThanOrEqual(1);
    await expect(hidden.parentElement).toHaveTextContent('5 stars: 12 reviews (60%)');
  },
};

export const AsBlock: Story = {
  args: { as: 'div', children: '(opens in a new tab)' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('(opens in a new tab)').tagName).toBe('DIV');
  },
};

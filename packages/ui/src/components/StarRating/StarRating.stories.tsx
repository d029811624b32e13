import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { StarRating, starRatingSizes } from './StarRating';

const meta = {
  title: 'UI/StarRating',
  component: StarRating,
  args: { rating: 4.2 },
  argTypes: { size: { control: 'inline-radio', options: starRatingSizes } },
} satisfies Meta<typeof StarRating>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Four stars lit (4.2 rounds to 4), read as one sentence. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img', { name: '4.2 out of 5 stars' });
    const stars = [...image.querySelectorAll('svg')];
    await expect(stars.map((star) => getComputedStyle(star).fill !== 'none')).toEqual([true, true, true, true, false]);
  },
};

export const Medium: Story = { args: { size: 'medium', rating: 3 } };

export const CustomLabel: Story = {
  args: { rating: 5, label: '5 von 5 Sternen' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: '5 von 5 Sternen' })).toBeInTheDocument();
  },
};

export const NoRating: Story = { args: { rating: 0 } };

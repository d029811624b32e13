import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Stack } from '../Stack/Stack';
import { RatingField } from './RatingField';

const meta = {
  title: 'UI/RatingField',
  component: RatingField,
  args: { label: 'Rating', onChange: fn() },
} satisfies Meta<typeof RatingField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A click rates; the stars up to the choice light up. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '4 stars' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
    await expect(canvas.getByRole('radio', { name: '4 stars' })).toBeChecked();
  },
};

/** One Tab stop; the arrow keys move the rating and the focus ring is the shared one. */
export const Keyboard: Story = {
  args: { defaultValue: 2 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '2 stars' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    await expect(canvas.getByRole('radio', { name: '3 stars' })).toBeChecked();
  },
};

export const WithDescription: Story = { args: { description: 'How was your experience with this agency?' } };

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Please choose a rating.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Please choose a rating.')).toBeVisible();
  },
};

/** Required: a submit without a rating shows the message, a rating clears it. */
export const RequiredOnSubmit: Story = {
  args: { isRequired: true, errorMessage: 'Please choose a rating.' },
  render: (args) => (
    <form onSubmit={(event) => event.preventDefault()}>
      <Stack>
        <RatingField {...args} />
        <Button type="submit">Submit Review</Button>
      </Stack>
    </form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Review' }));
    await expect(await canvas.findByText('Please choose a rating.')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: '5 stars' }));
    await expect(canvas.queryByText('Please choose a rating.')).not.toBeInTheDocument();
  },
};

export const Disabled: Story = { args: { isDisabled: true, defaultValue: 3 } };

export const TenStars: Story = { args: { maxRating: 10, starLabel: (stars: number) => `${stars} out of 10` } };

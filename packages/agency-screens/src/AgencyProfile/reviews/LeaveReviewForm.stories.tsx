import type { Meta, StoryObj } from '@storybook/react-vite';
import { en, reviewLimits } from '@marketplace/domain';
import { reviewTextFor } from '@marketplace/domain/fixtures';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StatefulLeaveReviewForm } from './stories/StatefulLeaveReviewForm';

const meta = {
  title: 'Screens/AgencyProfile/Reviews/LeaveReviewForm',
  component: StatefulLeaveReviewForm,
  parameters: { layout: 'padded' },
  args: { outcome: 'accepted', onSend: fn() },
} satisfies Meta<typeof StatefulLeaveReviewForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const copy = en.reviews.form;
const fiveStarText = reviewTextFor(1, 5);
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function fill(canvasElement: HTMLElement, stars: number, text: string) {
  const canvas = within(canvasElement);
  await userEvent.click(canvas.getByRole('radio', { name: copy.starOption(stars) }));
  await userEvent.click(canvas.getByRole('textbox', { name: copy.commentLabel }));
  await userEvent.paste(text);
}

/** Empty: Submit is disabled until a rating and a text are given. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: copy.submit })).toBeDisabled();
  },
};

/** Leaving the stars without choosing: 'Please select a rating'. */
export const RatingRequired: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: copy.starOption(1) })).toHaveFocus();
    await userEvent.tab();
    await expect(await canvas.findByText(copy.ratingRequired)).toBeVisible();
  },
};

/** A text of spaces, then leaving the field: 'Please enter a review comment'. */
export const CommentRequired: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: copy.commentLabel }));
    await userEvent.keyboard('   ');
    await userEvent.tab();
    await expect(await canvas.findByText(copy.commentRequired)).toBeVisible();
    await expect(canvas.getByRole('button', { name: copy.submit })).toBeDisabled();
  },
};

/** The rating chosen with the keyboard: one Tab, then arrow keys. */
export const KeyboardRating: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: copy.starOption(4) })).toBeChecked();
  },
};

/** Above 450 characters the counter warns, and says how many are left. */
export const CounterWarning: Story = {
  play: async ({ canvasElement, canvas }) => {
    await fill(canvasElement, 4, 'a'.repeat(reviewLimits.warnAboveLength + 1));
    await expect(canvas.getByText(copy.characterCount(451, reviewLimits.maxLength))).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(en.common.charactersRemaining(49)));
  },
};

/** The submission is running: 'Submitting...', not pressable. */
export const Submitting: Story = {
  args: { outcome: 'pending' },
  play: async ({ canvasElement, canvas }) => {
    await fill(canvasElement, 5, fiveStarText);
    await userEvent.click(canvas.getByRole('button', { name: copy.submit }));
    await expect(await canvas.findByRole('button', { name: copy.submitting })).toBeDisabled();
  },
};

/** The server refuses: its message shows and the text stays. */
export const ServerFailure: Story = {
  args: { outcome: 'refused', failureMessage: en.reviews.submitFailed },
  play: async ({ canvasElement, canvas }) => {
    await fill(canvasElement, 2, fiveStarText);
    await userEvent.click(canvas.getByRole('button', { name: copy.submit }));
    await expect(await canvas.findByText(en.reviews.submitFailed)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: copy.commentLabel })).toHaveValue(fiveStarText);
    await expect(canvas.getByRole('radio', { name: copy.starOption(2) })).toBeChecked();
  },
};

/** Accepted: the success dialog, and the form cleared. */
export const Submitted: Story = {
  play: async ({ canvasElement, args, canvas }) => {
    await fill(canvasElement, 5, `  ${fiveStarText}  `);
    await userEvent.click(canvas.getByRole('button', { name: copy.submit }));
    await expect(args.onSend).toHaveBeenCalledWith({ rating: 5, review: fiveStarText });
    const dialog = await page(canvasElement).findByRole('dialog', { name: en.reviews.submittedTitle });
    await waitFor(() => expect(within(dialog).getByText(en.reviews.submittedBody)).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: en.common.ok }));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('textbox', { name: copy.commentLabel })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: copy.submit })).toBeDisabled();
  },
};

/** On a phone. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { en, reviewLimits, type Review } from '@marketplace/domain';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { StatefulAllReviewsDialog } from './stories/StatefulAllReviewsDialog';
import { manyLongReviews } from './stories/reviewStoryData';

const many = manyLongReviews(60);
const withoutFiveStars: Review[] = many.reviews.filter((review) => review.ratingCount < 5);

const meta = {
  title: 'Screens/AgencyProfile/Reviews/AllReviewsDialog',
  component: StatefulAllReviewsDialog,
  parameters: { layout: 'fullscreen' },
  args: { reviews: many.reviews, authorNames: many.names, onRetry: fn() },
} satisfies Meta<typeof StatefulAllReviewsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function choose(canvasElement: HTMLElement, label: string, option: string) {
  const dialog = await page(canvasElement).findByRole('dialog', { name: en.reviews.allReviewsTitle });
  await userEvent.click(within(dialog).getByRole('button', { name: new RegExp(label) }));
  await userEvent.click(await page(canvasElement).findByRole('option', { name: option }));
  return dialog;
}

const starsOf = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('list', { name: en.reviews.allReviewsTitle })).getAllByRole('img').map((star) => star.getAttribute('aria-label'));

/** Sorted lowest first, then 5 stars only, then the next page. */
export const WithFilters: Story = {
  play: async ({ canvasElement }) => {
    let dialog = await choose(canvasElement, en.reviews.sortLabel, en.reviews.sort.lowest);
    await waitFor(() => expect(starsOf(dialog)[0]).toBe(en.reviews.ratingValue(1, 5)));
    dialog = await choose(canvasElement, en.reviews.ratingFilterLabel, en.reviews.starsOption(5));
    await waitFor(() => expect(starsOf(dialog).every((name) => name === en.reviews.ratingValue(5, 5))).toBe(true));
    await expect(starsOf(dialog)).toHaveLength(reviewLimits.fullListPageSize);
    await userEvent.click(within(dialog).getByRole('button', { name: en.common.nextPage }));
    await waitFor(() => expect(within(dialog).getByText(en.common.pageOf(2, 2))).toBeVisible());
    await expect(starsOf(dialog).every((name) => name === en.reviews.ratingValue(5, 5))).toBe(true);
  },
};

/** A filter nothing matches: 'No reviews found matching your criteria'. */
export const NoMatch: Story = {
  args: { reviews: withoutFiveStars },
  play: async ({ canvasElement }) => {
    const dialog = await choose(canvasElement, en.reviews.ratingFilterLabel, en.reviews.starsOption(5));
    await expect(await within(dialog).findByText(en.reviews.emptyFiltered)).toBeVisible();
  },
};

/** The page is loading. */
export const Loading: Story = {
  args: { status: 'loading' },
};

/** The page failed to load: the Retry panel. */
export const LoadError: Story = {
  args: { status: 'error' },
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: en.reviews.allReviewsTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: en.reviews.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** On a phone. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { en, reviewLimits, reviewStatistics } from '@marketplace/domain';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CustomerReviewsPanel } from './CustomerReviewsPanel';
import { manyLongReviews, seedApprovedReviews, seedPanelData } from './stories/reviewStoryData';

const long = manyLongReviews(60);

const meta = {
  title: 'Screens/AgencyProfile/Reviews/CustomerReviewsPanel',
  component: CustomerReviewsPanel,
  parameters: { layout: 'padded' },
  args: { ...seedPanelData(), onRetry: fn(), onViewAll: fn() },
} satisfies Meta<typeof CustomerReviewsPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The demo agency's approved reviews: summary, distribution and the first three. */
export const Typical: Story = {
  play: async ({ canvas, args }) => {
    const statistics = reviewStatistics(seedApprovedReviews);
    await expect(canvas.getByText(statistics.average.toFixed(1))).toBeVisible();
    await expect(canvas.getByText(en.reviews.recommendPercent(statistics.recommendPercent))).toBeVisible();
    await expect(canvas.getAllByRole('listitem').length).toBeGreaterThanOrEqual(5 + reviewLimits.summaryShownCount);
    await userEvent.click(canvas.getByRole('button', { name: en.reviews.viewAll }));
    await expect(args.onViewAll).toHaveBeenCalledOnce();
  },
};

/** The summary is loading: skeletons, announced as loading. */
export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(en.reviews.loading)).toBeInTheDocument();
  },
};

/** The summary failed: 'Unable to Load Reviews' with Retry. */
export const LoadError: Story = {
  args: { status: 'error' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: en.reviews.loadFailedTitle })).toBeVisible();
    await expect(canvas.getByText(en.reviews.loadFailed)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: en.reviews.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** No approved reviews yet. */
export const Empty: Story = {
  args: { statistics: reviewStatistics([]), shownReviews: [], authorNames: new Map() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(en.reviews.empty)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: en.reviews.viewAll })).toBeNull();
  },
};

/** Sixty reviews with long author names and texts. */
export const Full: Story = {
  args: {
    statistics: reviewStatistics(long.reviews),
    shownReviews: long.reviews.slice(0, reviewLimits.summaryShownCount),
    authorNames: long.names,
  },
};

/** Author names still loading: placeholders stand in for them. */
export const NamesLoading: Story = {
  args: { authorNames: new Map() },
};

/** On a phone: the summary stacks. */
export const Narrow: Story = {
  ...Full,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { en } from '@marketplace/domain';
import { expect, fn, userEvent } from 'storybook/test';
import { reviewedProperties } from '../ReviewedProperties/stories/reviewedStoryData';
import { StatefulReviewedView } from '../ReviewedProperties/stories/StatefulReviewedView';

const copy = en.reviewLists;
const byTab = {
  approved: reviewedProperties('developer', 'approved', 4),
  pending: reviewedProperties('developer', 'pending', 11, 21),
  rejected: reviewedProperties('developer', 'rejected', 2, 22),
};

// The pure view of the project units, with the server's search and paging played in memory.
const meta = {
  title: 'Screens/DeveloperReviewed',
  component: StatefulReviewedView,
  parameters: { layout: 'padded' },
  args: { kind: 'developer', byTab, editHrefFor: (property) => `#edit-${property.id}`, onDelete: fn() },
} satisfies Meta<typeof StatefulReviewedView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Units the developer approved, before the admin's review: Dev Approved and Project. */
export const Approved: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: copy.developerTitle })).toBeVisible();
    await expect(canvas.getByText('4 approved properties')).toBeVisible();
    await expect(canvas.getAllByText(en.propertyCard.ribbons.devApproved)).toHaveLength(4);
    await expect(canvas.getAllByText(en.propertyCard.ribbons.project)).toHaveLength(4);
  },
};

/** Units waiting for their developer, over two pages. */
export const Pending: Story = {
  args: { viewState: { tab: 'pending', search: '', page: 1 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('11 pending properties')).toBeVisible();
    await expect(canvas.getAllByRole('article')).toHaveLength(9);
    await userEvent.click(canvas.getByRole('button', { name: en.common.nextPage }));
    await expect(canvas.getAllByRole('article')).toHaveLength(2);
  },
};

/** Units the developer rejected, with the developer's reason. */
export const Rejected: Story = {
  args: { viewState: { tab: 'rejected', search: '', page: 1 } },
  play: async ({ canvas }) => {
    const [show] = canvas.getAllByRole('button', { name: en.propertyCard.showReason });
    await userEvent.click(show as HTMLElement);
    await expect(canvas.getByText(byTab.rejected[0]?.developerRejectReason ?? '')).toBeVisible();
  },
};

/** The list failed: the developer screen empties it (spec 3 section 8), with Try Again and Clear Search. */
export const LoadError: Story = {
  args: { byTab: { approved: [], pending: [], rejected: [] }, loadError: copy.fetchFailed, onRetry: fn(), viewState: { tab: 'approved', search: 'Marina', page: 1 } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: copy.emptyTitle })).toBeVisible();
    await expect(canvas.getByText(copy.emptyBody)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: copy.tryAgain }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: copy.clearSearch })).toBeVisible();
  },
};

/** Below 768 px. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { viewState: { tab: 'pending', search: '', page: 1 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: copy.searchLabel })).toHaveAttribute('placeholder', 'Search pending properties...');
  },
};

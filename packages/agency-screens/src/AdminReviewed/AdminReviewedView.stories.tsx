import type { Meta, StoryObj } from '@storybook/react-vite';
import { en } from '@marketplace/domain';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AdminReviewedView } from './AdminReviewedView';
import { edgeCaseProperties, reviewedProperties, ribbonCombinations } from '../ReviewedProperties/stories/reviewedStoryData';
import { StatefulReviewedView } from '../ReviewedProperties/stories/StatefulReviewedView';

const copy = en.reviewLists;
const byTab = {
  approved: reviewedProperties('admin', 'approved', 14),
  pending: reviewedProperties('admin', 'pending', 5, 19),
  rejected: reviewedProperties('admin', 'rejected', 3, 20),
};

// The pure view, with the server's search and paging played in memory by the stateful wrapper.
const meta = {
  title: 'Screens/AdminReviewed',
  component: StatefulReviewedView,
  parameters: { layout: 'padded' },
  args: { kind: 'admin', byTab, editHrefFor: (property) => `#edit-${property.id}`, onOpenFaqs: fn(), onDelete: fn() },
} satisfies Meta<typeof StatefulReviewedView>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const cards = (canvas: ReturnType<typeof within>) => canvas.queryAllByRole('article');

/** The approved tab: nine public listings, the three counts, the tab's placeholder and badge. */
export const Approved: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: copy.adminTitle })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Approved (14)', selected: true })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Pending (5)' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Rejected (3)' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: copy.searchLabel })).toHaveAttribute('placeholder', 'Search approved properties...');
    await expect(canvas.getByText('14 approved properties')).toBeVisible();
    await expect(cards(canvas)).toHaveLength(9);
    await expect(canvas.getAllByText(en.propertyCard.ribbons.public)).toHaveLength(9);
  },
};

/** The pending tab (listing status 8 or 11). */
export const Pending: Story = {
  args: { viewState: { tab: 'pending', search: '', page: 1 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('5 pending properties')).toBeVisible();
    await expect(within(canvas.getByRole('list', { name: copy.gridLabel })).getAllByText(en.propertyCard.ribbons.pending)).toHaveLength(5);
    await expect(canvas.queryByRole('button', { name: /^Manage FAQs/ })).not.toBeInTheDocument();
  },
};

/** The rejected tab: each card's reason behind Show. */
export const Rejected: Story = {
  args: { viewState: { tab: 'rejected', search: '', page: 1 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('3 rejected properties')).toBeVisible();
    const [show] = canvas.getAllByRole('button', { name: en.propertyCard.showReason });
    await userEvent.click(show as HTMLElement);
    await expect(canvas.getByRole('button', { name: en.propertyCard.hideReason })).toHaveAttribute('aria-expanded', 'true');
  },
};

/** The first load has not answered: card skeletons. */
export const Loading: Story = {
  render: (args) => <AdminReviewedView {...args} properties={undefined} tabCounts={{ approved: null, pending: null, rejected: null }} isLoading viewState={{ tab: 'approved', search: '', page: 1 }} onViewStateChange={fn()} onDelete={fn()} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(copy.loadingLabel)).toBeInTheDocument();
    await expect(cards(canvas)).toHaveLength(0);
  },
};

/** No listing under the tab: 'No Properties Found'. */
export const Empty: Story = {
  args: { byTab: { ...byTab, rejected: [] }, viewState: { tab: 'rejected', search: '', page: 1 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: copy.emptyTitle })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: copy.clearSearch })).not.toBeInTheDocument();
  },
};

/** A search that finds nothing, with Clear Search. */
export const EmptySearch: Story = {
  args: { viewState: { tab: 'approved', search: 'no such listing', page: 1 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: copy.emptyTitle })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: copy.clearSearch }));
    await waitFor(() => expect(cards(canvas)).toHaveLength(9));
  },
};

/** The list failed (spec 3 section 8): 'Error Loading Properties' with Try Again. */
export const LoadError: Story = {
  render: (args) => (
    <AdminReviewedView {...args} properties={undefined} tabCounts={{ approved: null, pending: null, rejected: null }} isLoading={false} loadError={copy.fetchFailed} onRetry={args.onRetry} viewState={{ tab: 'approved', search: '', page: 1 }} onViewStateChange={fn()} onDelete={fn()} />
  ),
  args: { onRetry: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: copy.errorTitle })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: copy.tryAgain }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Twelve pages: the first, the current and the last with ellipses; Next moves on. */
export const ManyPages: Story = {
  args: { byTab: { ...byTab, approved: reviewedProperties('admin', 'approved', 104) }, viewState: { tab: 'approved', search: '', page: 6 } },
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: en.common.pagination }));
    await expect(nav.getAllByRole('button', { name: /^Go to page/ }).map((button) => button.textContent)).toEqual(['1', '6', '12']);
    await userEvent.click(nav.getByRole('button', { name: en.common.nextPage }));
    await expect(nav.getByRole('button', { name: 'Go to page 7' })).toHaveAttribute('aria-current', 'page');
  },
};

/** Deleting asks the spec's confirmation; the card leaves at once. */
export const Delete: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const first = byTab.approved[0];
    await userEvent.click(canvas.getByRole('button', { name: en.propertyCard.deleteOf(first?.name ?? '') }));
    const dialog = await page(canvasElement).findByRole('alertdialog');
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(dialog).toHaveTextContent(en.propertyCard.deleteDialog.body(first?.name ?? ''));
    await userEvent.click(within(dialog).getByRole('button', { name: en.propertyCard.deleteDialog.confirm }));
    await expect(args.onDelete).toHaveBeenCalledOnce();
    await expect(canvas.getByText('13 approved properties')).toBeVisible();
  },
};

/** Every ribbon combination a card can carry, and the listings that test the card: no image, price or ROI, zero rooms, a 300-character name, script in the text. */
export const RibbonsAndBadInput: Story = {
  args: { byTab: { ...byTab, approved: [...ribbonCombinations(), ...edgeCaseProperties()] }, pageSize: 30 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText(en.propertyCard.ribbons.devRejected).length).toBeGreaterThan(0);
    await expect(canvas.getByRole('heading', { name: en.propertyCard.untitled })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '<script>window.__reviewedXss=1</script>' })).toBeVisible();
    await expect((window as { __reviewedXss?: number }).__reviewedXss).toBeUndefined();
  },
};

/** A view handed 1,000 cards: react-aria's Virtualizer draws only the cards near the viewport; the arrow keys move between cards. */
export const Windowed: Story = {
  args: { byTab: { ...byTab, approved: reviewedProperties('admin', 'approved', 1000) }, pageSize: 1000 },
  play: async ({ canvas, args }) => {
    const grid = await canvas.findByRole('grid', { name: copy.gridLabel });
    await expect(grid).toHaveAttribute('aria-rowcount', '1000');
    await expect(within(grid).getAllByRole('row').length).toBeLessThan(60);
    const firstRow = within(grid).getByRole('row', { name: args.byTab.approved[0]?.name ?? '' });
    await waitFor(() => expect(firstRow).toBeVisible());
    firstRow.focus();
    // The Virtualizer reuses a row's element for another card, so the focused card is read from its place.
    const focusedPlace = () => Number(document.activeElement?.getAttribute('aria-rowindex'));
    await userEvent.keyboard('{ArrowRight}');
    await expect(focusedPlace()).toBe(2);
    await userEvent.keyboard('{ArrowDown}');
    await expect(focusedPlace()).toBeGreaterThan(3);
  },
};

/** Below 768 px: one column. */
export const Narrow: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const [first, second] = cards(canvas);
    await waitFor(() => expect(first?.getBoundingClientRect().left).toBe(second?.getBoundingClientRect().left));
  },
};

import { en, type ReviewedViewState } from '@marketplace/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminReviewedView, type AdminReviewedViewProps } from './AdminReviewedView';
import { reviewedProperties } from '../ReviewedProperties/stories/reviewedStoryData';
import { StatefulReviewedView } from '../ReviewedProperties/stories/StatefulReviewedView';

const copy = en.reviewLists;
const byTab = { approved: reviewedProperties('admin', 'approved', 12), pending: reviewedProperties('admin', 'pending', 4), rejected: reviewedProperties('admin', 'rejected', 0) };
const cards = () => screen.queryAllByRole('article');
const pageButtons = () => within(screen.getByRole('navigation', { name: en.common.pagination })).queryAllByRole('button', { name: /^Go to page/ }).map((button) => button.textContent);

function renderList(props: Partial<AdminReviewedViewProps> = {}) {
  const onViewStateChange = vi.fn<AdminReviewedViewProps['onViewStateChange']>();
  const onDelete = vi.fn<AdminReviewedViewProps['onDelete']>();
  render(<StatefulReviewedView kind="admin" byTab={byTab} onViewStateChange={onViewStateChange} onDelete={onDelete} {...props} />);
  return { onViewStateChange, onDelete };
}

function fixedView(viewState: Partial<ReviewedViewState>, pageCount: number) {
  const view: AdminReviewedViewProps = {
    properties: byTab.approved.slice(0, 9),
    tabCounts: { approved: pageCount * 9, pending: 0, rejected: 0 },
    pageCount,
    isLoading: false,
    viewState: { tab: 'approved', search: '', page: 1, ...viewState },
    onViewStateChange: vi.fn(),
    onDelete: vi.fn(),
  };
  return render(<AdminReviewedView {...view} />);
}

afterEach(() => vi.useRealTimers());

describe('AdminReviewedView', () => {
  it("shows the title, the three tabs with their counts, the tab's placeholder and badge, and nine cards", () => {
    renderList();
    expect(screen.getByRole('heading', { level: 1, name: copy.adminTitle })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Approved (12)', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Pending (4)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Rejected (0)' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: copy.searchLabel })).toHaveAttribute('placeholder', 'Search approved properties...');
    expect(screen.getByRole('status')).toHaveTextContent('12 approved properties');
    expect(cards()).toHaveLength(9);
  });

  it('changes tab from page 2 back to page 1, with the tab in the placeholder and the badge', async () => {
    const user = userEvent.setup();
    const { onViewStateChange } = renderList({ viewState: { tab: 'approved', search: '', page: 2 } });
    expect(cards()).toHaveLength(3);
    await user.click(screen.getByRole('tab', { name: 'Pending (4)' }));
    expect(onViewStateChange).toHaveBeenLastCalledWith({ tab: 'pending', search: '', page: 1 }, { replace: false });
    expect(screen.getByRole('searchbox', { name: copy.searchLabel })).toHaveAttribute('placeholder', 'Search pending properties...');
    expect(screen.getByRole('status')).toHaveTextContent('4 pending properties');
    expect(cards()).toHaveLength(4);
  });

  it('applies the search 300 ms after the last keystroke, from page 1', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { onViewStateChange } = renderList({ viewState: { tab: 'approved', search: '', page: 2 } });
    const name = byTab.approved[10]?.name ?? '';
    await user.type(screen.getByRole('searchbox', { name: copy.searchLabel }), name);
    vi.advanceTimersByTime(250);
    expect(onViewStateChange).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(onViewStateChange).toHaveBeenCalledExactlyOnceWith({ tab: 'approved', search: name, page: 1 }, { replace: false });
    await waitFor(() => expect(screen.getByRole('heading', { name })).toBeInTheDocument());
  });

  it('shows every page up to five, else the first, the current and the last with ellipses', () => {
    const { unmount } = fixedView({ page: 1 }, 5);
    expect(pageButtons()).toEqual(['1', '2', '3', '4', '5']);
    unmount();
    const six = fixedView({ page: 4 }, 10);
    expect(pageButtons()).toEqual(['1', '4', '10']);
    expect(screen.getAllByText('…')).toHaveLength(2);
    six.unmount();
    fixedView({ page: 10 }, 10);
    expect(pageButtons()).toEqual(['1', '10']);
    expect(screen.getAllByText('…')).toHaveLength(1);
  });

  it('asks the exact confirmation before deleting, and deleting the last card of a page steps back', async () => {
    const user = userEvent.setup();
    const { onDelete, onViewStateChange } = renderList({ viewState: { tab: 'approved', search: '', page: 2 } });
    const last = byTab.approved[11];
    const toDelete = [byTab.approved[9], byTab.approved[10], last];
    for (const property of toDelete) {
      await user.click(screen.getByRole('button', { name: `Delete ${property?.name ?? ''}` }));
      const dialog = await screen.findByRole('alertdialog');
      expect(dialog).toHaveTextContent(
        `Are you sure?This action cannot be undone. This will permanently delete the property "${property?.name ?? ''}" and remove it from the database.`,
      );
      await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    }
    expect(onDelete.mock.calls.map(([property]) => property.id)).toEqual(toDelete.map((property) => property?.id));
    expect(onViewStateChange).not.toHaveBeenCalled();
    // The page emptied: the list is back on page 1, now the only page, with its nine cards.
    expect(cards()).toHaveLength(9);
    expect(screen.queryByRole('navigation', { name: en.common.pagination })).not.toBeInTheDocument();
  });

  it("shows 'Error Loading Properties' with Try Again when the list fails", async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(
      <AdminReviewedView properties={undefined} tabCounts={{ approved: null, pending: null, rejected: null }} isLoading={false} loadError={copy.fetchFailed} onRetry={onRetry} viewState={{ tab: 'approved', search: '', page: 1 }} onViewStateChange={vi.fn()} onDelete={vi.fn()} />,
    );
    expect(screen.getByRole('heading', { name: copy.errorTitle })).toBeInTheDocument();
    expect(screen.getByText(copy.fetchFailed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: copy.tryAgain }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it("shows 'No Properties Found' for an empty tab, with Clear Search when a search is applied", async () => {
    const user = userEvent.setup();
    const { onViewStateChange } = renderList({ viewState: { tab: 'rejected', search: '', page: 1 } });
    expect(screen.getByRole('heading', { name: copy.emptyTitle })).toBeInTheDocument();
    expect(screen.getByText(copy.emptyBody)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: copy.clearSearch })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Approved (12)' }));
    const box = screen.getByRole('searchbox', { name: copy.searchLabel });
    await user.type(box, 'no such name{Enter}');
    expect(await screen.findByRole('heading', { name: copy.emptyTitle })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: copy.clearSearch }));
    expect(onViewStateChange).toHaveBeenLastCalledWith({ tab: 'approved', search: '', page: 1 }, { replace: false });
    expect(cards()).toHaveLength(9);
  });

  describe('handed 1,000 properties', () => {
    // jsdom lays nothing out: react-aria's Virtualizer reads the grid's width and each card's height
    // from these, as a browser would give them (a 1,200 px wide grid of 500 px cards).
    const sizes = { clientWidth: 1200, clientHeight: 60000, scrollWidth: 380, scrollHeight: 500 };
    beforeEach(() => {
      for (const [name, px] of Object.entries(sizes)) Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get: () => px });
    });
    afterEach(() => {
      for (const name of Object.keys(sizes)) Reflect.deleteProperty(HTMLElement.prototype, name);
    });

    it('draws only the cards near the viewport, the grid knowing the whole count, and the arrow keys move between cards', async () => {
      const user = userEvent.setup();
      const many = reviewedProperties('admin', 'approved', 1000);
      render(
        <AdminReviewedView properties={many} tabCounts={{ approved: 1000, pending: 0, rejected: 0 }} isLoading={false} viewState={{ tab: 'approved', search: '', page: 1 }} onViewStateChange={vi.fn()} onDelete={vi.fn()} />,
      );
      const grid = await screen.findByRole('grid', { name: copy.gridLabel });
      expect(grid).toHaveAttribute('aria-rowcount', '1000');
      const rows = within(grid).getAllByRole('row');
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.length).toBeLessThan(30);
      expect(rows[0]).toHaveAccessibleName(many[0]?.name?.trim());
      // The grid is one Tab stop after the search and the tabs.
      for (let stop = 0; stop < 6 && !grid.contains(document.activeElement); stop += 1) await user.tab();
      expect(rows[0]).toHaveFocus();
      await user.keyboard('{ArrowRight}');
      expect(within(grid).getByRole('row', { name: many[1]?.name?.trim() })).toHaveFocus();
      // Tab moves into the focused card's own buttons.
      await user.tab();
      expect(within(within(grid).getByRole('row', { name: many[1]?.name?.trim() })).getAllByRole('button')).toContain(document.activeElement);
    });
  });
});

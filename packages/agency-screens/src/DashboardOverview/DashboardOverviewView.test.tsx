import { en } from '@marketplace/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from '@marketplace/ui';
import { describe, expect, it, vi } from 'vitest';
import { dashboardCounterStatuses, type DashboardCounterStatus } from './dashboardCounters';
import { DashboardOverviewView, type DashboardOverviewViewProps } from './DashboardOverviewView';
import { MessagesProvider } from '../messages';
import { adminReviewedHref, largeCounts } from './stories/dashboardStoryData';

const copy = en.dashboard;
// Different figures per status, so a counter showing another status's count fails.
const counts = { approved: 42, pending: 7, rejected: 1234 };

function renderView(props: Partial<DashboardOverviewViewProps> = {}) {
  return render(<DashboardOverviewView hrefFor={adminReviewedHref} {...props} />);
}

const counterLink = (status: DashboardCounterStatus) => screen.getByRole('link', { name: new RegExp(`^${copy[status]}`) });

describe('DashboardOverviewView', () => {
  it('shows the title and the three counters, each with its own count', () => {
    renderView({ counts });
    expect(screen.getByRole('heading', { level: 1, name: copy.title })).toBeInTheDocument();
    expect(within(counterLink('approved')).getByText('42')).toBeInTheDocument();
    expect(within(counterLink('pending')).getByText('7')).toBeInTheDocument();
    expect(within(counterLink('rejected')).getByText((1234).toLocaleString())).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('names each counter link with its count, so a list of links reads the figures too', () => {
    renderView({ counts });
    expect(screen.getByRole('link', { name: 'Approved Properties 42' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `Rejected Properties ${(1234).toLocaleString()}` })).toBeInTheDocument();
  });

  it('names a counter link by its label alone while the counts load or after they failed', () => {
    const { unmount } = renderView({ isLoading: true });
    expect(screen.getByRole('link', { name: 'Pending Properties' })).toBeInTheDocument();
    unmount();
    renderView({ error: copy.loadFailed });
    expect(screen.getByRole('link', { name: 'Pending Properties' })).toBeInTheDocument();
  });

  it("shows '...' in every counter while loading, and marks the figures busy", () => {
    renderView({ isLoading: true });
    const figures = screen.getAllByText(copy.loadingValue);
    expect(figures).toHaveLength(3);
    for (const figure of figures) expect(figure).toHaveAttribute('aria-busy', 'true');
  });

  it('links each counter to its tab of the admin-reviewed list', () => {
    renderView({ counts });
    for (const status of dashboardCounterStatuses) {
      expect(counterLink(status)).toHaveAttribute('href', `/agency/admin-reviewed?status=${status}`);
    }
  });

  it("navigates through the host's router when a counter is clicked", async () => {
    const navigate = vi.fn();
    render(
      <RouterProvider navigate={navigate}>
        <DashboardOverviewView counts={counts} hrefFor={adminReviewedHref} />
      </RouterProvider>,
    );
    await userEvent.click(counterLink('pending'));
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate.mock.calls[0]?.[0]).toBe('/agency/admin-reviewed?status=pending');
  });

  it('shows the error message with Retry, and dashes instead of counts', async () => {
    const onRetry = vi.fn();
    renderView({ error: copy.loadFailed, onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch property counts. Please try again later.');
    expect(screen.getAllByText(copy.noCount)).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: en.common.retry }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("shows '...' again while a Retry runs, the message kept until it succeeds", () => {
    renderView({ error: copy.loadFailed, onRetry: vi.fn(), isLoading: true });
    expect(screen.getAllByText(copy.loadingValue)).toHaveLength(3);
    expect(screen.getByRole('alert')).toHaveTextContent(copy.loadFailed);
  });

  it('has no Retry button when nothing can retry', () => {
    renderView({ error: copy.loadFailed });
    expect(screen.getByRole('alert')).toHaveTextContent(copy.loadFailed);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('keeps the last counts beside a later failure', () => {
    renderView({ counts, error: copy.loadFailed });
    expect(within(counterLink('pending')).getByText('7')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });

  it('groups the digits of large counts', () => {
    const large = largeCounts();
    renderView({ counts: large });
    expect(large.approved).toBeGreaterThanOrEqual(100_000);
    expect(within(counterLink('approved')).getByText(large.approved.toLocaleString())).toBeInTheDocument();
  });

  it('shows the copy of the catalogue it is given', () => {
    const arabic = { ...en, dashboard: { ...copy, approved: 'العقارات المعتمدة' }, common: { ...en.common, retry: 'Again' } };
    render(
      <MessagesProvider messages={arabic}>
        <DashboardOverviewView hrefFor={adminReviewedHref} counts={counts} error="Oops" onRetry={vi.fn()} />
      </MessagesProvider>,
    );
    expect(screen.getByRole('link', { name: 'العقارات المعتمدة 42' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Again' })).toBeInTheDocument();
  });
});

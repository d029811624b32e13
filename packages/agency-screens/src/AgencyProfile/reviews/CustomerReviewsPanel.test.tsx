import { en, reviewLimits, reviewStatistics } from '@marketplace/domain';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CustomerReviewsPanel, type CustomerReviewsPanelProps } from './CustomerReviewsPanel';
import { manyLongReviews } from './stories/reviewStoryData';

const { reviews, names } = manyLongReviews(10);
const copy = en.reviews;

function renderPanel(props: Partial<CustomerReviewsPanelProps> = {}) {
  const handlers = { onRetry: vi.fn(), onViewAll: vi.fn() };
  render(
    <CustomerReviewsPanel
      status="ready"
      statistics={reviewStatistics(reviews)}
      shownReviews={reviews.slice(0, reviewLimits.summaryShownCount)}
      authorNames={names}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

describe('CustomerReviewsPanel', () => {
  it('shows the average, count, recommend share and the distribution as text', () => {
    // Ratings 5,4,3,2,1 twice: average 3.0, 40% rated 4 or 5, two of each star.
    renderPanel();
    expect(screen.getByText('3.0')).toBeInTheDocument();
    expect(screen.getByText(copy.reviewCount(10))).toBeInTheDocument();
    expect(screen.getByText('40%')).toBeInTheDocument();
    const distribution = screen.getByRole('list', { name: copy.distributionLabel });
    for (const stars of [5, 4, 3, 2, 1]) expect(within(distribution).getByText(copy.distributionRow(stars, 2, 20))).toBeInTheDocument();
  });

  it('lays out each review and author name in its own direction, so Arabic reads right to left in an English page', () => {
    renderPanel();
    for (const review of reviews.slice(0, 3)) {
      expect(screen.getByText(review.review)).toHaveAttribute('dir', 'auto');
      expect(screen.getByText(names.get(String(review.loginId)) ?? '')).toHaveAttribute('dir', 'auto');
    }
  });

  it('shows the first 3 reviews with their authors and opens All Reviews', async () => {
    const { onViewAll } = renderPanel();
    for (const review of reviews.slice(0, 3)) {
      expect(screen.getByText(names.get(String(review.loginId)) ?? '')).toBeInTheDocument();
      expect(screen.getByText(review.review)).toBeInTheDocument();
    }
    expect(screen.queryByText(reviews[3]?.review ?? '')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: copy.viewAll }));
    expect(onViewAll).toHaveBeenCalledOnce();
  });

  it("says 'No reviews yet' without reviews", () => {
    renderPanel({ statistics: reviewStatistics([]), shownReviews: [] });
    expect(screen.getByText(copy.empty)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: copy.viewAll })).toBeNull();
  });

  it("shows 'Unable to Load Reviews' and retries", async () => {
    const { onRetry } = renderPanel({ status: 'error' });
    expect(screen.getByRole('heading', { name: copy.loadFailedTitle })).toBeInTheDocument();
    expect(screen.getByText(copy.loadFailed)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: copy.retry }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('is busy while loading', () => {
    renderPanel({ status: 'loading' });
    expect(screen.getByText(copy.loading)).toBeInTheDocument();
    expect(screen.queryByText(copy.empty)).toBeNull();
  });
});

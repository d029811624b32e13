import { en } from '@marketplace/domain';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StatefulAllReviewsDialog } from './stories/StatefulAllReviewsDialog';
import { manyLongReviews } from './stories/reviewStoryData';

const copy = en.reviews;
const many = manyLongReviews(30);

const shownRatings = () =>
  within(screen.getByRole('list', { name: copy.allReviewsTitle }))
    .getAllByRole('img')
    .map((stars) => stars.getAttribute('aria-label'));

async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('button', { name: new RegExp(label) }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('AllReviewsDialog', () => {
  it('shows pages of 10 and moves to the next page', async () => {
    render(<StatefulAllReviewsDialog reviews={many.reviews} authorNames={many.names} />);
    expect(shownRatings()).toHaveLength(10);
    expect(screen.getByText(en.common.pageOf(1, 3))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: en.common.nextPage }));
    expect(screen.getByText(en.common.pageOf(2, 3))).toBeInTheDocument();
  });

  it('sorts the page lowest first and filters by star count', async () => {
    render(<StatefulAllReviewsDialog reviews={many.reviews} authorNames={many.names} />);
    await choose(copy.sortLabel, copy.sort.lowest);
    await waitFor(() => expect(shownRatings()[0]).toBe(copy.ratingValue(1, 5)));
    await choose(copy.ratingFilterLabel, copy.starsOption(3));
    await waitFor(() => expect(shownRatings()).toEqual(Array(6).fill(copy.ratingValue(3, 5))));
  });

  it("says 'No reviews found matching your criteria' when nothing matches", async () => {
    render(<StatefulAllReviewsDialog reviews={many.reviews.filter((review) => review.ratingCount !== 2)} authorNames={many.names} />);
    await choose(copy.ratingFilterLabel, copy.starsOption(2));
    expect(await screen.findByText(copy.emptyFiltered)).toBeInTheDocument();
  });

  it('offers Retry when the page fails to load', async () => {
    const onRetry = vi.fn();
    render(<StatefulAllReviewsDialog reviews={[]} authorNames={many.names} status="error" onRetry={onRetry} />);
    expect(screen.getByText(copy.loadFailedTitle)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: copy.retry }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

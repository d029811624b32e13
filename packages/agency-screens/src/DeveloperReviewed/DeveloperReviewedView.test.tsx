import { en } from '@marketplace/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DeveloperReviewedView, type DeveloperReviewedViewProps } from './DeveloperReviewedView';
import { reviewedProperties } from '../ReviewedProperties/stories/reviewedStoryData';

const copy = en.reviewLists;

function renderView(props: Partial<DeveloperReviewedViewProps>) {
  const view: DeveloperReviewedViewProps = {
    properties: reviewedProperties('developer', 'pending', 3),
    tabCounts: { approved: 2, pending: 3, rejected: 1 },
    isLoading: false,
    viewState: { tab: 'pending', search: '', page: 1 },
    onViewStateChange: vi.fn(),
    onDelete: vi.fn(),
    ...props,
  };
  return render(<DeveloperReviewedView {...view} />);
}

describe('DeveloperReviewedView', () => {
  it('shows the project units of the tab with their developer ribbons', () => {
    renderView({});
    expect(screen.getByRole('heading', { level: 1, name: copy.developerTitle })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('3 pending properties');
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.getAllByText(en.propertyCard.ribbons.devPending)).toHaveLength(3);
  });

  it("empties the list on a load failure: 'No Properties Found' with Try Again and, with a search, Clear Search (spec 3 section 8)", async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const onViewStateChange = vi.fn<DeveloperReviewedViewProps['onViewStateChange']>();
    renderView({ properties: undefined, loadError: copy.fetchFailed, onRetry, onViewStateChange, viewState: { tab: 'pending', search: 'Marina', page: 1 } });
    expect(screen.queryByRole('heading', { name: copy.errorTitle })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: copy.emptyTitle })).toBeInTheDocument();
    expect(screen.getByText(copy.emptyBody)).toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: copy.tryAgain }));
    expect(onRetry).toHaveBeenCalledOnce();
    await user.click(screen.getByRole('button', { name: copy.clearSearch }));
    expect(onViewStateChange).toHaveBeenCalledWith({ tab: 'pending', search: '', page: 1 }, { replace: false });
  });
});

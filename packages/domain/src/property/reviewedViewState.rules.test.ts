import { describe, expect, it } from 'vitest';
import { changeReviewedViewState, parseReviewedViewState, reviewedViewStateToQuery } from './reviewedViewState.rules';

describe('reviewed list view state', () => {
  it('reads the dashboard counter links (status=pending) and defaults anything malformed', () => {
    expect(parseReviewedViewState('?status=pending')).toEqual({ tab: 'pending', search: '', page: 1 });
    expect(parseReviewedViewState('status=ALL&page=-2&q=')).toEqual({ tab: 'approved', search: '', page: 1 });
    expect(parseReviewedViewState('status=rejected&q=marina&page=3')).toEqual({ tab: 'rejected', search: 'marina', page: 3 });
    expect(parseReviewedViewState('page=2.5')).toMatchObject({ page: 1 });
  });

  it('writes only what differs from the default and keeps other parameters', () => {
    expect(reviewedViewStateToQuery({ tab: 'approved', search: '', page: 1 }, 'other=1')).toBe('other=1');
    expect(reviewedViewStateToQuery({ tab: 'pending', search: 'villa', page: 2 }, 'status=rejected')).toBe('status=pending&q=villa&page=2');
    expect(reviewedViewStateToQuery({ tab: 'approved', search: '   ', page: 1 })).toBe('');
  });

  it('goes back to the first page on a tab or search change (spec 3 section 4), not on a page change', () => {
    const onPage3 = { tab: 'approved', search: 'a', page: 3 } as const;
    expect(changeReviewedViewState(onPage3, { tab: 'pending' })).toEqual({ tab: 'pending', search: 'a', page: 1 });
    expect(changeReviewedViewState(onPage3, { search: 'ab' })).toEqual({ tab: 'approved', search: 'ab', page: 1 });
    expect(changeReviewedViewState(onPage3, { tab: 'approved', search: 'a' })).toEqual(onPage3);
    expect(changeReviewedViewState(onPage3, { page: 4 })).toEqual({ ...onPage3, page: 4 });
    expect(changeReviewedViewState(onPage3, { tab: 'rejected', page: 2 })).toEqual({ tab: 'rejected', search: 'a', page: 2 });
  });
});

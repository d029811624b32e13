import { reviewLimits, type AgencyProfile } from '@marketplace/domain';
import { fn } from 'storybook/test';
import type { CoverCropDialogProps } from '../header/CoverCropDialog';
import type { CustomerReviewsViewProps } from '../reviews/CustomerReviewsView';
import { namesOf, seedApprovedReviews, seedPanelData } from '../reviews/stories/reviewStoryData';

/** The reviews part of the view from the seed's approved reviews: the panel ready, the dialogs closed. */
export function storyReviews(): CustomerReviewsViewProps {
  return {
    panel: { ...seedPanelData(), onRetry: fn(), onViewAll: fn() },
    leaveReview: { onSubmit: fn(async () => true) },
    allReviews: {
      isOpen: false,
      onOpenChange: fn(),
      status: 'ready',
      reviews: seedApprovedReviews.slice(0, reviewLimits.fullListPageSize),
      authorNames: namesOf(seedApprovedReviews),
      page: 0,
      pageCount: 1,
      onPageChange: fn(),
      ratingFilter: null,
      onRatingFilterChange: fn(),
      sort: 'newest',
      onSortChange: fn(),
      onRetry: fn(),
    },
    submitted: { isOpen: false, onOpenChange: fn() },
  };
}

/** The crop dialog closed. */
export const closedCoverCrop: CoverCropDialogProps = { imageUrl: null, onApply: fn(), onCancel: fn() };

/** The header's facts of a profile. */
export function headerFacts(profile: AgencyProfile) {
  const { name, businessEmail, profilePicture, coverImageURL } = profile;
  return { name, businessEmail, profilePicture, coverImageURL };
}

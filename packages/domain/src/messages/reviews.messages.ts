/** Customer reviews on the agency profile (spec 1 sections 2.4, 5 and 8). */
export const reviewsMessages = {
  title: 'Customer Reviews',
  averageRating: 'Average Rating',
  recommend: 'Recommend',
  recommendPercent: (percent: number) => `${percent}%`,
  reviewCount: (count: number) => (count === 1 ? '1 review' : `${count} reviews`),
  /** Accessible name of a star rating. */
  ratingValue: (rating: number, max: number) => `${rating} out of ${max} stars`,
  viewAll: 'View All Reviews',
  allReviewsTitle: 'All Reviews',
  sortLabel: 'Sort by',
  sort: {
    newest: 'Newest',
    oldest: 'Oldest',
    highest: 'Highest Rated',
    lowest: 'Lowest Rated',
  },
  ratingFilterLabel: 'Rating',
  allRatings: 'All Ratings',
  starsOption: (stars: number) => (stars === 1 ? '1 Star' : `${stars} Stars`),
  /** Fallback author name when user details cannot be fetched (spec 1 section 7). */
  userFallback: (loginId: number | string) => `User ${loginId}`,
  likes: (count: number) => (count === 1 ? '1 like' : `${count} likes`),
  distributionLabel: 'Rating distribution',
  /** Accessible text of one distribution bar. */
  distributionRow: (stars: number, count: number, percent: number) =>
    `${stars === 1 ? '1 star' : `${stars} stars`}: ${count === 1 ? '1 review' : `${count} reviews`} (${percent}%)`,
  loading: 'Loading reviews',
  form: {
    title: 'Leave a Review',
    ratingLabel: 'Your Rating',
    commentLabel: 'Your Review',
    commentPlaceholder: 'Share your experience with this agency...',
    characterCount: (length: number, max: number) => `${length}/${max}`,
    submit: 'Submit Review',
    submitting: 'Submitting...',
    ratingRequired: 'Please select a rating',
    commentRequired: 'Please enter a review comment',
    commentTooLong: (max: number) => `Review must be at most ${max} characters`,
    /** Accessible name of one star of the rating input. */
    starOption: (stars: number) => (stars === 1 ? '1 star' : `${stars} stars`),
  },
  loadFailed: 'Failed to load reviews',
  loadFailedTitle: 'Unable to Load Reviews',
  retry: 'Retry',
  fetchFailed: (status: number) => `Failed to fetch reviews: ${status}`,
  empty: 'No reviews yet',
  emptyFiltered: 'No reviews found matching your criteria',
  submitFailed: 'Failed to submit review',
  submittedTitle: 'Review Submitted Successfully!',
  submittedBody: 'Thank you for your review. It has been submitted and will be visible after approval.',
};

/** Customer reviews: S1 5, 7 and 9. */
export const reviewLimits = {
  summaryFetchSize: 100,
  summaryShownCount: 3,
  fullListPageSize: 10,
  maxLength: 500,
  warnAboveLength: 450,
  minRating: 1,
  maxRating: 5,
  recommendMinRating: 4,
  averageDecimals: 1,
} as const;

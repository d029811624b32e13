import { starCountsBestFirst, type Messages, type StarCount } from '@marketplace/domain';
import { reviewSorts, type ReviewSort } from '@marketplace/api-client';

/** The rating filter's key for 'All Ratings'; the others are the star counts as text. */
export const allRatingsKey = 'all';

/** A rating filter choice: null for all, else one star count. */
export type RatingFilter = StarCount | null;

/** The rating filter's options, all first then 5 down to 1 stars. */
export function ratingFilterOptions(messages: Messages['reviews']) {
  return [
    { id: allRatingsKey, label: messages.allRatings },
    ...starCountsBestFirst.map((stars) => ({ id: String(stars), label: messages.starsOption(stars) })),
  ];
}

/** The select key of a rating filter. */
export function ratingFilterKey(filter: RatingFilter): string {
  return filter === null ? allRatingsKey : String(filter);
}

/** The rating filter a select key stands for; anything unknown is all. */
export function ratingFilterFromKey(key: unknown): RatingFilter {
  const stars = starCountsBestFirst.find((candidate) => String(candidate) === String(key));
  return stars ?? null;
}

/** The sort options in the order of {@link reviewSorts}. */
export function reviewSortOptions(messages: Messages['reviews']) {
  return reviewSorts.map((sort) => ({ id: sort, label: messages.sort[sort] }));
}

/** The sort a select key stands for, if it is one. */
export function reviewSortFromKey(key: unknown): ReviewSort | undefined {
  return reviewSorts.find((sort) => sort === key);
}

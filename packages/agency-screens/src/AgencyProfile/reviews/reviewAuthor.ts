import type { LoginId, Review } from '@marketplace/domain';

/** Author names by login id, as the hooks load them; a missing entry is still loading. */
export type ReviewAuthorNames = ReadonlyMap<string, string>;

/** The map key of a login id (ids may be numbers or strings). */
export function authorKey(loginId: LoginId): string {
  return String(loginId);
}

/** The loaded name of a review's author, or undefined while it loads or when the review names no author. */
export function authorNameOf(review: Review, names: ReviewAuthorNames): string | undefined {
  return review.loginId == null ? undefined : names.get(authorKey(review.loginId));
}

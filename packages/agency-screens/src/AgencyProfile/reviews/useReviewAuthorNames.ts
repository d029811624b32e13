import { accountsKeys, fetchUserName, useApiQuery } from '@marketplace/api-client';
import type { LoginId, Review } from '@marketplace/domain';
import { useMemo } from 'react';
import { authorKey, type ReviewAuthorNames } from './reviewAuthor';
import { useReviewsMessages } from '../../messages';

const noNames: ReviewAuthorNames = new Map();

/**
 * The names of the authors of the reviews shown, in one query per set of authors: each is the
 * user-details name, or 'User {id}' when the lookup answers no name or fails (a name never blocks
 * the list). Empty while loading. The fallback is worded at render, not cached, so it follows the
 * provided locale.
 */
export function useReviewAuthorNames(reviews: readonly Review[] | undefined): ReviewAuthorNames {
  const reviewsMessages = useReviewsMessages();
  const authors = useMemo(() => {
    const unique = new Map<string, LoginId>();
    for (const review of reviews ?? []) if (review.loginId != null) unique.set(authorKey(review.loginId), review.loginId);
    return [...unique.entries()].sort(([a], [b]) => a.localeCompare(b));
  }, [reviews]);
  const { data: loaded } = useApiQuery(
    authors.length === 0
      ? null
      : {
          key: accountsKeys.reviewAuthorNames(authors.map(([id]) => id)),
          fetch: (client) =>
            Promise.all(
              authors.map(async ([id, loginId]): Promise<[string, string | null]> => [
                id,
                await fetchUserName(client, loginId).catch(() => null),
              ]),
            ).then((entries) => new Map(entries)),
        },
  );
  return useMemo(() => {
    if (!loaded) return noNames;
    const names = new Map<string, string>();
    for (const [id, loginId] of authors) {
      if (loaded.has(id)) names.set(id, loaded.get(id) ?? reviewsMessages.userFallback(loginId));
    }
    return names;
  }, [loaded, authors, reviewsMessages]);
}

import { createKey, fetchUserName, useApiQuery } from '@marketplace/api-client';
import type { LoginId, Review } from '@marketplace/domain';
import { useMemo } from 'react';
import { authorKey, type ReviewAuthorNames } from './reviewAuthor';
import { useReviewsMessages } from '../../messages';

const noNames: ReviewAuthorNames = new Map();

/**
 * The names of the authors of the reviews shown, in one query per set of authors: each is the
 * user-details name, or 'User {id}' when the lookup answers no name or fails (a name never blocks
 * the list). Empty while loading.
 */
export function useReviewAuthorNames(reviews: readonly Review[] | undefined): ReviewAuthorNames {
  const reviewsMessages = useReviewsMessages();
  const loginIds = useMemo(() => {
    const unique = new Map<string, LoginId>();
    for (const review of reviews ?? []) if (review.loginId != null) unique.set(authorKey(review.loginId), review.loginId);
    return [...unique.entries()].sort(([a], [b]) => a.localeCompare(b));
  }, [reviews]);
  const key = loginIds.length === 0 ? null : createKey('reviewAuthorNames', loginIds.map(([id]) => id).join(','));
  const { data } = useApiQuery(
    key && {
      key,
      fetch: (client) =>
        Promise.all(
          loginIds.map(async ([id, loginId]): Promise<[string, string]> => [
            id,
            await fetchUserName(client, loginId).catch(() => reviewsMessages.userFallback(loginId)),
          ]),
        ).then((entries) => new Map(entries)),
    },
  );
  return data ?? noNames;
}

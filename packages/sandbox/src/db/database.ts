/** Anything the database can put back to its seed: collections, file stores. */
export interface Resettable {
  reset(): void;
}

/** The named collections, plus `reset()`. */
export type Database<S extends Record<string, Resettable>> = S & {
  /** Puts every collection back to its seed. */
  reset(): void;
};

/**
 * Holds the sandbox's named collections. The seed function runs once (seeds come from a fixed random
 * seed, so they would be the same anyway); `reset()` puts every collection back to its own seed, which
 * is what tests, stories and `/__sandbox/reset` call between runs.
 *
 * @example
 * const db = createDatabase(() => ({
 *   enquiries: createCollection(seedEnquiries(random)),
 *   reviews: createCollection(seedReviews(random), { key: 'reviewId' }),
 * }));
 */
export function createDatabase<S extends Record<string, Resettable>>(seed: () => S): Database<S> {
  const collections = seed();
  if (Object.hasOwn(collections, 'reset')) throw new Error("A collection may not be called 'reset'");
  return {
    ...collections,
    reset: () => {
      for (const collection of Object.values(collections)) collection.reset();
    },
  };
}

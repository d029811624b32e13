import * as z from 'zod';

const count = z.number().int().min(0);

/**
 * Spring's `pageable`: an object, or the string 'INSTANCE' for an unpaged answer. Only read for
 * completeness; the screens page with `number` and `totalPages`.
 */
export const pageableSchema = z.union([
  z.object({
    pageNumber: count.optional(),
    pageSize: count.optional(),
    offset: count.optional(),
    paged: z.boolean().optional(),
    unpaged: z.boolean().optional(),
  }),
  z.string(),
]);

/**
 * A Spring Data page of `item`. Spec 3 reads only content, number, totalPages and totalElements,
 * so the other fields are optional.
 */
export function springPageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    content: z.array(item),
    number: count,
    totalPages: count,
    totalElements: count,
    size: count.optional(),
    first: z.boolean().optional(),
    last: z.boolean().optional(),
    numberOfElements: count.optional(),
    empty: z.boolean().optional(),
    pageable: pageableSchema.nullish(),
  });
}

/** A Spring Data page whose items are `T`. */
export type SpringPage<T> = Omit<z.infer<ReturnType<typeof springPageSchema>>, 'content'> & { content: T[] };

/** A body that wraps one item in `data`: { data: item } (accounts, profile, user details). */
export function dataItemSchema<T extends z.ZodType>(item: T) {
  return z.object({ data: item });
}

/** A body that wraps one item in `data`. */
export type DataItem<T> = { data: T };

/** A Spring page wrapped in `data`: the agent-agency relationship lists (contract variant A). */
export function dataPageSchema<T extends z.ZodType>(item: T) {
  return z.object({ data: springPageSchema(item) });
}

/** A Spring page wrapped in `data`. */
export type DataPage<T> = { data: SpringPage<T> };

/** A Spring page whose items each wrap an account in `data`: /api/auth/accounts/get (variant B). */
export function accountsPageSchema<T extends z.ZodType>(account: T) {
  return springPageSchema(dataItemSchema(account));
}

/** A page of `{ data: account }` items. */
export type AccountsPage<T> = SpringPage<DataItem<T>>;

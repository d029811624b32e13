import * as z from 'zod/mini';

/**
 * Body of `POST /api/auth/signin`. Apart from the session's decoders (session.schema.ts) so that
 * decoding a token or a profile on the first load does not bring zod along.
 */
export const signInRequestSchema = z.object({
  email: z.pipe(z.string().check(z.trim()), z.email()),
  password: z.string().check(z.minLength(1)),
});

/** What {@link signInRequestSchema} accepts and produces. */
export type SignInRequest = z.infer<typeof signInRequestSchema>;

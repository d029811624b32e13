import { en, reviewLimits, reviewSubmitPayloadSchema } from '@marketplace/domain';
import { HttpResponse } from 'msw';
import type { SandboxRouteModule } from '../../handlers/buildSandboxHandlers';
import { errorResponse } from '../../http/responses';
import { springPageFromQuery } from '../../paging/springPage';
import { RsqlParseError } from '../../rsql/rsqlParseError';
import type { AccountsCollections } from './accounts.collections';
import { authenticate, findAccount, loginIdOf } from './bearerAuth';
import { describeFirstIssue, readJsonBody } from './jsonBody';
import { filterWithAliases } from './rsqlSelectors';

/**
 * Spec 1 section 7 filters reviews with `rating>=N and rating<=N.99`, but a review's field is
 * `ratingCount`: the server reads `rating` as `ratingCount` (docs/decisions.md).
 */
export const reviewSelectorAliases: Readonly<Record<string, string>> = { rating: 'ratingCount' };

/** Message of a 201 review submission. */
export const reviewSubmittedMessage = 'Review submitted successfully';

/** Message of a 404 for a review of an agency login id that does not exist. */
export const reviewedAgencyNotFoundMessage = 'Agency not found';

/** Message of a 404 for user details of an unknown login id. */
export const userNotFoundMessage = 'User not found';

type Issue = { readonly path: readonly PropertyKey[]; readonly message: string; readonly code?: string };

/** The 400 message of an invalid review: the screen's own wording for rating and text, else the first issue. */
export function reviewIssueMessage(issues: readonly Issue[], body: unknown): string {
  const field = (name: string) => issues.some((issue) => issue.path[0] === name);
  if (field('ratingCount')) return en.reviews.form.ratingRequired;
  if (field('review')) {
    const text = typeof body === 'object' && body !== null ? (body as { review?: unknown }).review : undefined;
    return typeof text === 'string' && text.trim() !== '' && text.length > reviewLimits.maxLength
      ? `Review must be at most ${reviewLimits.maxLength} characters`
      : en.reviews.form.commentRequired;
  }
  return describeFirstIssue(issues);
}

/**
 * The reviews calls of spec 1 section 7, each behind a bearer token: the filtered Spring page of
 * reviews, a submission (stored PENDING, authored by the token's account) and the author name lookup.
 * A review is public once APPROVED (spec 1 section 4); before that only the reviewed agency and the
 * author find it, whatever the filter asks for.
 */
export const reviewRoutes: SandboxRouteModule<AccountsCollections> = ({ accounts, db }) => [
  accounts.get('/api/auth/common/reviews', ({ request }) => {
    const account = authenticate(request, db.authTokens);
    if (account instanceof Response) return account;
    const caller = findAccount(db, account);
    const callerLoginId = caller ? String(loginIdOf(caller)) : null;
    const readable = db.agencyReviews.list(
      (review) => review.status === 'APPROVED' || String(review.accLoginId) === callerLoginId || String(review.loginId) === callerLoginId,
    );
    const params = new URL(request.url).searchParams;
    try {
      const reviews = filterWithAliases(readable, params.get('search'), reviewSelectorAliases);
      return HttpResponse.json(springPageFromQuery(reviews, params));
    } catch (error) {
      if (error instanceof RsqlParseError) return errorResponse(400, error.message);
      throw error;
    }
  }),

  accounts.post('/api/auth/common/reviews', async ({ request }) => {
    const account = authenticate(request, db.authTokens);
    if (account instanceof Response) return account;
    const author = findAccount(db, account);
    if (!author) return errorResponse(401, 'Account not found');
    const read = await readJsonBody(request, reviewSubmitPayloadSchema);
    if (!read.ok) return read.response;
    const { body } = read;
    const parsed = reviewSubmitPayloadSchema.safeParse(body);
    if (!parsed.success) return errorResponse(400, reviewIssueMessage(parsed.error.issues, body));
    const { accLoginId, review, ratingCount, status } = parsed.data;
    if (!db.accountAgencies.find((agency) => String(agency.loginId) === String(accLoginId))) {
      return errorResponse(404, reviewedAgencyNotFoundMessage);
    }
    const stored = db.agencyReviews.insert({ loginId: loginIdOf(author), accLoginId, review, ratingCount, status, likes: 0, isLiked: false });
    return HttpResponse.json({ data: stored, message: { en: reviewSubmittedMessage } }, { status: 201 });
  }),

  accounts.get<{ loginId: string }>('/api/auth/common/user-details/:loginId', ({ request, params }) => {
    const account = authenticate(request, db.authTokens);
    if (account instanceof Response) return account;
    const author = db.reviewAuthors.get(params.loginId);
    if (author) return HttpResponse.json({ data: { loginId: author.loginId, name: author.name } });
    const agency = db.accountAgencies.find((candidate) => String(candidate.loginId) === params.loginId);
    if (agency?.name == null) return errorResponse(404, userNotFoundMessage);
    return HttpResponse.json({ data: { loginId: agency.loginId, name: agency.name } });
  }),
];

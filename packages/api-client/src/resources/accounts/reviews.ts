import {
  approvedReviewsFilter,
  dataItemSchema,
  reviewAuthorDetailsSchema,
  reviewLimits,
  reviewSchema,
  springPageSchema,
  type LoginId,
  type Review,
} from '@marketplace/domain';
import type { ApiClient } from '../../client';
import type { Decoder } from '../../decode';
import { HttpError } from '../../errors';
import type { CallOptions } from '../../callOptions';
import { defaultReviewSort, reviewSortParams, type ReviewSort } from './reviewSort';

const reviewPageSchema = springPageSchema(reviewSchema);
const submittedReviewSchema = dataItemSchema(reviewSchema);

/** What the Customer Reviews panel shows: the first reviews and the statistics' inputs. */
export interface ReviewSummary {
  /** The first {@link reviewLimits.summaryShownCount} (3) approved reviews. */
  readonly shown: Review[];
  /** Every fetched approved review (up to 100): the average and 'Recommend' share are computed over these. */
  readonly reviews: Review[];
  /** How many approved reviews the agency has in all. */
  readonly totalElements: number;
}

/** One page of the All Reviews dialog. */
export interface ReviewPage {
  readonly reviews: Review[];
  /** Zero-based. */
  readonly page: number;
  readonly totalPages: number;
  readonly totalElements: number;
}

/** Which page of an agency's approved reviews to load. */
export interface ReviewPageQuery {
  readonly accLoginId: LoginId;
  /** Zero-based. */
  readonly page: number;
  /** A star rating 1-5 (the list keeps ratings N to N.99), or null for all. */
  readonly ratingFilter?: number | null;
  /** @default 'newest' */
  readonly sort?: ReviewSort;
}

/** What the Leave a Review form sends; status PENDING is added by {@link submitReview}. */
export interface ReviewSubmission {
  readonly accLoginId: LoginId;
  readonly review: string;
  readonly ratingCount: number;
}

/**
 * `GET /api/auth/common/reviews?search=accLoginId=={id} and status==APPROVED&page=0&size=100`
 * (spec 1 section 7, bearer): the summary panel's data.
 */
export async function fetchReviewSummary(client: ApiClient, accLoginId: LoginId, { signal }: CallOptions = {}): Promise<ReviewSummary> {
  const page = await client.request({
    host: 'accounts',
    method: 'GET',
    path: '/api/auth/common/reviews',
    query: { search: approvedReviewsFilter(accLoginId), page: 0, size: reviewLimits.summaryFetchSize },
    schema: reviewPageSchema,
    signal,
  });
  return { shown: page.content.slice(0, reviewLimits.summaryShownCount), reviews: page.content, totalElements: page.totalElements };
}

/**
 * `GET /api/auth/common/reviews?search={filter}&page={n}&size=10` (spec 1 section 7, bearer): one page
 * of the full list, optionally of one star rating (`and rating>=N and rating<=N.99`), in the chosen
 * order. The spec computes the sort without sending it; it is sent so that it orders every page, not
 * only the loaded one (`reviewSortParams`).
 */
export async function fetchReviews(client: ApiClient, query: ReviewPageQuery, { signal }: CallOptions = {}): Promise<ReviewPage> {
  const page = await client.request({
    host: 'accounts',
    method: 'GET',
    path: '/api/auth/common/reviews',
    query: {
      search: approvedReviewsFilter(query.accLoginId, query.ratingFilter),
      page: query.page,
      size: reviewLimits.fullListPageSize,
      sort: reviewSortParams[query.sort ?? defaultReviewSort],
    },
    schema: reviewPageSchema,
    signal,
  });
  return { reviews: page.content, page: page.number, totalPages: page.totalPages, totalElements: page.totalElements };
}

/**
 * `GET /api/auth/common/user-details/{loginId}` (spec 1 section 7, bearer): the author's `data.name`,
 * or null when the server knows no such user (404) or sends no name: the screen words the fallback
 * ('User {id}') in its own locale. Other failures reject.
 */
export async function fetchUserName(client: ApiClient, loginId: LoginId, { signal }: CallOptions = {}): Promise<string | null> {
  try {
    const details = await client.request({
      host: 'accounts',
      method: 'GET',
      path: `/api/auth/common/user-details/${encodeURIComponent(String(loginId))}`,
      schema: reviewAuthorDetailsSchema,
      signal,
    });
    const name = details.data?.name?.trim();
    return name || null;
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}

// The success body of a submission is not shown in the spec: the stored review when the server
// sends `{ data: review }` (the sandbox does), else nothing.
const submitAnswerDecoder: Decoder<Review | undefined> = {
  safeParse(input) {
    const parsed = submittedReviewSchema.safeParse(input);
    return { success: true, data: parsed.success ? parsed.data.data : undefined };
  },
};

/**
 * `POST /api/auth/common/reviews` (spec 1 section 7, bearer) with `{ accLoginId, review, ratingCount,
 * status: 'PENDING' }`, the text trimmed. A refusal rejects with an `HttpError` whose `serverMessage`
 * the form shows (else 'Failed to submit review').
 */
export async function submitReview(client: ApiClient, submission: ReviewSubmission, { signal }: CallOptions = {}): Promise<Review | undefined> {
  return client.request({
    host: 'accounts',
    method: 'POST',
    path: '/api/auth/common/reviews',
    body: { accLoginId: submission.accLoginId, review: submission.review.trim(), ratingCount: submission.ratingCount, status: 'PENDING' },
    schema: submitAnswerDecoder,
    signal,
  });
}

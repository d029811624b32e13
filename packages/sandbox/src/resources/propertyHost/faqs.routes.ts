import { faqCreatePayloadSchema, faqUpdatePayloadSchema, type Faq } from '@marketplace/domain';
import { HttpResponse } from 'msw';
import type { SandboxRouteModule } from '../../handlers/buildSandboxHandlers';
import { errorResponse } from '../../http/responses';
import { springPageFromQuery } from '../../paging/springPage';
import { filterByRsql } from '../../rsql/rsqlEvaluator';
import { RsqlParseError } from '../../rsql/rsqlParseError';
import type { FaqCollection } from './faqs.collections';
import { readValidBody } from '../../http/requestChecks';
import { optionalSession } from '../../http/requestGuards';
import { agencyOf, type AgencyAccessDb, type CallerAgency } from '../agencyAccess';
import type { PropertyHostDb } from './propertyHost.collections';
import { isPublicListing, isVisibleProperty, ownsProperty } from './propertyRecords';

/** What the FAQ routes need of the database: the FAQs, the listings they belong to, and the session tables. */
export interface FaqsDb extends AgencyAccessDb {
  readonly faqs: FaqCollection;
  readonly properties: PropertyHostDb['properties'];
}

/** The FAQ base path of spec 3 section 7. */
export const faqBasePath = '/api/project-properties/faqs';

const notFoundMessage = 'FAQ not found';

/** The 404 message of a new FAQ whose listing does not exist, or is not the caller's to change. */
export const faqPropertyNotFoundMessage = (id: number) => `Property not found with id: ${id}`;

/** Who calls: an agency (a valid agency token), anyone (no token), or the answer to send (a bad token). */
type FaqCaller = { readonly agency: CallerAgency | null } | Response;

function callerOf(request: Request, db: FaqsDb): FaqCaller {
  const account = optionalSession(request, db.authTokens);
  if (account instanceof Response) return account;
  return { agency: account ? agencyOf(account, db) : null };
}

/**
 * Property FAQs (spec 3 section 7). The FAQ client sends only a content type (spec 3 section 6), so
 * no token is required, but only for what the spec shows: without a token the FAQs of public listings
 * are read and changed (an agency manages FAQs once its listing is approved, spec 3 section 6); with
 * an agency's token, those of its own listings too, and changes only on its own listings. A bad token
 * is a 401; an FAQ or listing out of reach is a 404 like an unknown id. The search pages like Spring
 * (20 by default; the client sends no size); question (up to 250) and answer (up to 1500) must not be
 * blank, else 400. Creation stamps `created` and `updated`; an update stamps `updated`.
 */
export const faqRoutes: SandboxRouteModule<FaqsDb> = ({ property, db }) => {
  // What a caller may read: FAQs of listings it may see. What it may change: with a token, FAQs of its
  // own listings; without one, those of public listings.
  const listingOf = (faq: Pick<Faq, 'itemId'>) => db.properties.get(faq.itemId);
  const mayRead = (caller: Exclude<FaqCaller, Response>, faq: Faq) => {
    const listing = listingOf(faq);
    return listing !== undefined && isVisibleProperty(caller.agency, listing);
  };
  const mayChange = (request: Request, caller: Exclude<FaqCaller, Response>, faq: Pick<Faq, 'itemId'>) => {
    const listing = listingOf(faq);
    if (!listing) return false;
    return request.headers.get('authorization') === null ? isPublicListing(listing) : ownsProperty(caller.agency, listing);
  };

  return [
    property.get(`${faqBasePath}/search`, ({ request }) => {
      const caller = callerOf(request, db);
      if (caller instanceof Response) return caller;
      const params = new URL(request.url).searchParams;
      try {
        const readable = db.faqs.list((faq) => mayRead(caller, faq));
        return HttpResponse.json(springPageFromQuery(filterByRsql(readable, params.get('search')), params));
      } catch (error) {
        if (error instanceof RsqlParseError) return errorResponse(400, error.message);
        throw error;
      }
    }),

    property.post(faqBasePath, async ({ request }) => {
      const caller = callerOf(request, db);
      if (caller instanceof Response) return caller;
      const body = await readValidBody(request, faqCreatePayloadSchema);
      if (!body.ok) return body.response;
      const now = new Date().toISOString();
      const { faqType, itemId, question, answer } = body.data;
      if (!mayChange(request, caller, { itemId })) return errorResponse(404, faqPropertyNotFoundMessage(itemId));
      const created = db.faqs.insert({ faqType, itemId, question: question.trim(), answer: answer.trim(), created: now, updated: now });
      return HttpResponse.json(created, { status: 201 });
    }),

    property.put<{ id: string }>(`${faqBasePath}/:id`, async ({ request, params }) => {
      const caller = callerOf(request, db);
      if (caller instanceof Response) return caller;
      const current = db.faqs.get(params.id);
      if (!current || !mayChange(request, caller, current)) return errorResponse(404, notFoundMessage);
      const body = await readValidBody(request, faqUpdatePayloadSchema);
      if (!body.ok) return body.response;
      const updated = db.faqs.update(params.id, {
        question: body.data.question.trim(),
        answer: body.data.answer.trim(),
        updated: new Date().toISOString(),
      });
      return HttpResponse.json(updated);
    }),

    property.delete<{ id: string }>(`${faqBasePath}/:id`, ({ request, params }) => {
      const caller = callerOf(request, db);
      if (caller instanceof Response) return caller;
      const current = db.faqs.get(params.id);
      if (!current || !mayChange(request, caller, current)) return errorResponse(404, notFoundMessage);
      return db.faqs.remove(params.id) ? new HttpResponse(null, { status: 204 }) : errorResponse(404, notFoundMessage);
    }),
  ];
};

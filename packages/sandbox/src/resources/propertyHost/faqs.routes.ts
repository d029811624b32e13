import { faqCreatePayloadSchema, faqUpdatePayloadSchema } from '@marketplace/domain';
import { HttpResponse } from 'msw';
import type { SandboxRouteModule } from '../../handlers/buildSandboxHandlers';
import { errorResponse } from '../../http/responses';
import { springPageFromQuery } from '../../paging/springPage';
import { filterByRsql } from '../../rsql/rsqlEvaluator';
import { RsqlParseError } from '../../rsql/rsqlParseError';
import type { FaqCollection } from './faqs.collections';
import { readValidBody } from '../../http/requestChecks';

/** What the FAQ routes need of the database. */
export interface FaqsDb {
  readonly faqs: FaqCollection;
}

/** The FAQ base path of spec 3 section 7. */
export const faqBasePath = '/api/project-properties/faqs';

const notFoundMessage = 'FAQ not found';

/**
 * Property FAQs (spec 3 section 7). The FAQ client sends only a content type (spec 3 section 6), so
 * no token is required. The search pages like Spring (20 by default; the client sends no size);
 * question (up to 250) and answer (up to 1500) must not be blank, else 400. Creation stamps
 * `created` and `updated`; an update stamps `updated`.
 */
export const faqRoutes: SandboxRouteModule<FaqsDb> = ({ property, db }) => [
  property.get(`${faqBasePath}/search`, ({ request }) => {
    const params = new URL(request.url).searchParams;
    try {
      return HttpResponse.json(springPageFromQuery(filterByRsql(db.faqs.list(), params.get('search')), params));
    } catch (error) {
      if (error instanceof RsqlParseError) return errorResponse(400, error.message);
      throw error;
    }
  }),

  property.post(faqBasePath, async ({ request }) => {
    const body = await readValidBody(request, faqCreatePayloadSchema);
    if (!body.ok) return body.response;
    const now = new Date().toISOString();
    const { faqType, itemId, question, answer } = body.data;
    const created = db.faqs.insert({ faqType, itemId, question: question.trim(), answer: answer.trim(), created: now, updated: now });
    return HttpResponse.json(created, { status: 201 });
  }),

  property.put<{ id: string }>(`${faqBasePath}/:id`, async ({ request, params }) => {
    if (!db.faqs.get(params.id)) return errorResponse(404, notFoundMessage);
    const body = await readValidBody(request, faqUpdatePayloadSchema);
    if (!body.ok) return body.response;
    const updated = db.faqs.update(params.id, {
      question: body.data.question.trim(),
      answer: body.data.answer.trim(),
      updated: new Date().toISOString(),
    });
    return HttpResponse.json(updated);
  }),

  property.delete<{ id: string }>(`${faqBasePath}/:id`, ({ params }) =>
    db.faqs.remove(params.id) ? new HttpResponse(null, { status: 204 }) : errorResponse(404, notFoundMessage),
  ),
];

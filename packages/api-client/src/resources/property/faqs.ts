import { idFilter, propertyFaqsFilter, propertyFaqType, type Faq } from '@marketplace/domain';
import { faqDecoder, faqPageDecoder } from './propertyDecoders';
import type { ApiClient } from '../../client';
import type { CallOptions } from '../../callOptions';
import { ignoredBody } from '../../decode';

/** The FAQ base path on the property host (spec 3 section 7). */
export const faqsPath = '/api/project-properties/faqs';


// The FAQ client sets only a content-type header (spec 3 section 6): no bearer token.
const withoutToken = { auth: false } as const;

function searchFaqs(client: ApiClient, search: string, options: CallOptions): Promise<Faq[]> {
  return client
    .request({ host: 'property', method: 'GET', path: `${faqsPath}/search`, query: { search }, schema: faqPageDecoder, signal: options.signal, ...withoutToken })
    .then((page) => page.content);
}

/** GET {faq base}/search?search=faqType==PROPERTY and itemId=={propertyId}: the property's FAQs (`content`). */
export function listPropertyFaqs(client: ApiClient, propertyId: number, options: CallOptions = {}): Promise<Faq[]> {
  return searchFaqs(client, propertyFaqsFilter(propertyId), options);
}

/** GET {faq base}/search?search=id=={id}: one FAQ (`content[0]`), or null when none has that id. */
export async function getFaq(client: ApiClient, id: number, options: CallOptions = {}): Promise<Faq | null> {
  const [faq] = await searchFaqs(client, idFilter(id), options);
  return faq ?? null;
}

/** A new FAQ of a property: the question and its answer. */
export interface FaqDraft {
  propertyId: number;
  question: string;
  answer: string;
}

/** POST {faq base} with `{ faqType: 'PROPERTY', itemId, question, answer }`; answers the new FAQ. */
export function createFaq(client: ApiClient, draft: FaqDraft, options: CallOptions = {}): Promise<Faq> {
  return client.request({
    host: 'property',
    method: 'POST',
    path: faqsPath,
    body: { faqType: propertyFaqType, itemId: draft.propertyId, question: draft.question, answer: draft.answer },
    schema: faqDecoder,
    signal: options.signal,
    ...withoutToken,
  });
}

/** A changed FAQ: its id, question and answer. */
export interface FaqChange {
  id: number;
  question: string;
  answer: string;
}

/** PUT {faq base}/{id} with `{ question, answer }`; answers the updated FAQ. */
export function updateFaq(client: ApiClient, change: FaqChange, options: CallOptions = {}): Promise<Faq> {
  return client.request({
    host: 'property',
    method: 'PUT',
    path: `${faqsPath}/${change.id}`,
    body: { question: change.question, answer: change.answer },
    schema: faqDecoder,
    signal: options.signal,
    ...withoutToken,
  });
}

/** DELETE {faq base}/{id}. */
export function deleteFaq(client: ApiClient, id: number, options: CallOptions = {}): Promise<void> {
  return client.request({ host: 'property', method: 'DELETE', path: `${faqsPath}/${id}`, schema: ignoredBody, signal: options.signal, ...withoutToken });
}

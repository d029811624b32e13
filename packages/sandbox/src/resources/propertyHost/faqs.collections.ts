import type { Faq } from '@marketplace/domain';
import { createCollection, type Collection } from '../../db/collection';

/** The property FAQs table. */
export type FaqCollection = Collection<Faq, 'id'>;

/** The seeded FAQs. */
export function createFaqCollection(faqs: readonly Faq[]): FaqCollection {
  return createCollection<Faq>(faqs);
}

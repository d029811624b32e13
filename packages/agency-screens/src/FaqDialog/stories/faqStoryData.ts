import type { Faq } from '@marketplace/domain';
import { createFaq, createProperty, createPropertyFaqs, createSeededRandom } from '@marketplace/domain/fixtures';

/** The listing the stories' FAQs belong to: a public one, as only those have FAQs. */
export function storyProperty(seed = 18) {
  return createProperty(createSeededRandom(seed), { listingStatus: { id: 1, name: 'Public' } });
}

/** `count` FAQs of the story property from the domain's factory, ids 1..count. */
export function storyFaqs(count: number, seed = 18): Faq[] {
  return createPropertyFaqs(createSeededRandom(seed), storyProperty(seed).id, 1, count);
}

/** A question of exactly `length` characters, and an answer likewise: the form's limits are 250 and 1500. */
export function textOfLength(length: number, start = 'Is the service charge included in the price? '): string {
  return start.repeat(Math.ceil(length / start.length)).slice(0, length);
}

/** Every FAQ the factory knows, then one at both limits (a 250-character question and a 1500-character answer). */
export function fullFaqs(seed = 18): Faq[] {
  const faqs = storyFaqs(10, seed);
  const atLimits = createFaq(createSeededRandom(seed), {
    id: 11,
    itemId: storyProperty(seed).id,
    question: textOfLength(250),
    answer: textOfLength(1500, 'The answer runs to the limit of the form. '),
  });
  return [...faqs, atLimits];
}

/**
 * Script and markup sent as FAQ text (issue 18, 'Bad input'): each must show as the characters typed
 * and run nothing. A vector that ran sets `window.__faqInjected`.
 */
export const markupVectors: readonly string[] = [
  '<script>window.__faqInjected = true</script>',
  '<img src="x" onerror="window.__faqInjected = true">',
  '<svg onload="window.__faqInjected = true"></svg>',
  '<a href="javascript:window.__faqInjected = true">click</a>',
  '<iframe srcdoc="<script>parent.__faqInjected = true</script>"></iframe>',
  '"><img src=x onerror=window.__faqInjected=true>',
  "';window.__faqInjected=true;//",
  '<b>bold</b> &amp; <i>italic</i> &lt;tag&gt;',
  '{{constructor.constructor("window.__faqInjected = true")()}}',
  '<style>body{display:none}</style>',
];

/** One FAQ per vector, as question and as answer. */
export function hostileFaqs(seed = 18): Faq[] {
  const random = createSeededRandom(seed);
  const itemId = storyProperty(seed).id;
  return markupVectors.map((vector, index) => createFaq(random, { id: index + 1, itemId, question: vector, answer: `${vector} ${vector}` }));
}

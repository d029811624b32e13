import { propertyFaqType } from '../constants/faqType';
import { officeHoursOn, randomDate } from '../fixtures/fixtureDates';
import { chance, sampleOf, toRandom, type RandomSource } from '../fixtures/randomPicks';
import { type Faq } from './faq.schema';

/** A question buyers ask about a listing, with the agency's answer. */
export interface FaqEntry {
  readonly question: string;
  readonly answer: string;
}

/** Questions and answers agencies publish for their listings; all within the FAQ length limits. */
export const faqEntries: readonly [FaqEntry, ...FaqEntry[]] = [
  {
    question: 'Is this property freehold?',
    answer: 'Yes. The property is in a designated freehold area, so buyers of any nationality can own it outright and register it with the Land Department.',
  },
  {
    question: 'What are the annual service charges?',
    answer: 'Service charges are set by the owners association each year. The current rate and the last statement are available on request before you make an offer.',
  },
  {
    question: 'Is a payment plan available?',
    answer: 'Yes. A 10% down payment secures the unit, followed by instalments during construction and the balance on handover. Post-handover plans are available on selected units.',
  },
  {
    question: 'Can I get a mortgage for this property?',
    answer: 'UAE banks finance up to 80% of the value for residents buying their first home below AED 5 million. Our mortgage advisor can arrange a pre-approval for you.',
  },
  {
    question: 'Does buying this property qualify me for a Golden Visa?',
    answer: 'Property investments of AED 2 million or more can qualify the owner for a ten-year Golden Visa, subject to the current rules of the authorities.',
  },
  {
    question: 'Are pets allowed in the building?',
    answer: 'Pets are welcome in line with the community rules. Dogs must be kept on a lead in common areas.',
  },
  {
    question: 'How many parking spaces come with the unit?',
    answer: 'The unit comes with allocated covered parking. Visitor parking is available in the basement.',
  },
  {
    question: 'Can I arrange a viewing at the weekend?',
    answer: 'Viewings run seven days a week between 9:00 and 20:00. Contact us to book a slot, or ask for a video tour if you are abroad.',
  },
  {
    question: 'What fees are due on transfer?',
    answer: 'The Land Department charges 4% of the price plus registration fees; the agency fee is 2% plus VAT. We send a full breakdown with the offer.',
  },
  {
    question: 'هل يمكن لغير المقيمين شراء هذا العقار؟',
    answer: 'نعم، يقع العقار في منطقة تملك حر، ويمكن لجميع الجنسيات شراؤه وتسجيله باسمهم.',
  },
];

/**
 * A property FAQ (faqType PROPERTY) created in 2025-2026 and sometimes updated later. Pass the
 * property's id as `itemId`; the FAQ list shows FAQs only for listing status 1.
 */
export function createFaq(source: RandomSource, overrides: Partial<Faq> = {}): Faq {
  const random = toRandom(source);
  const entry = random.pick(faqEntries);
  const created = officeHoursOn(random, randomDate(random, '2025-01-01', '2026-06-30'));
  const updated = chance(random, 0.3) ? officeHoursOn(random, randomDate(random, '2026-07-01', '2026-11-21')) : null;
  return {
    id: random.int(1, 99_999),
    faqType: propertyFaqType,
    itemId: random.int(1, 99_999),
    question: entry.question,
    answer: entry.answer,
    created,
    updated,
    ...overrides,
  };
}

/** Several FAQs of one property, with different questions and ids counting up from `firstId`. */
export function createPropertyFaqs(source: RandomSource, propertyId: number, firstId: number, count: number): Faq[] {
  const random = toRandom(source);
  return sampleOf(random, faqEntries, count).map((entry, index) =>
    createFaq(random, { id: firstId + index, itemId: propertyId, question: entry.question, answer: entry.answer }),
  );
}

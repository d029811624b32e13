import { type EnquiryStatus } from '../constants/enquiryStatus';
import { createPerson, personalEmail, uaeMobileNumber } from '../fixtures/contactDetails';
import { dateTimeAt } from '../fixtures/fixtureDates';
import { chance, toRandom, weighted, type RandomSource } from '../fixtures/randomPicks';
import { type SeededRandom } from '../fixtures/seededRandom';
import { uaeAreas } from '../fixtures/uaeAreas';
import { type Enquiry } from './enquiry.schema';

/** What an enquiry is about, beyond the fields of the enquiry itself. */
export interface EnquiryFixtureContext {
  /** The listing's name, quoted in the message; a random area and layout otherwise. */
  readonly subject?: string;
  /**
   * How recent the enquiry is, from 0 (1 January 2025) to 1 (22 November 2026). It sets createdAt
   * and leans the status: recent enquiries are more often NEW, older ones resolved or closed.
   * @default a random share
   */
  readonly recency?: number;
}

const messageTemplates: readonly [(subject: string) => string, ...((subject: string) => string)[]] = [
  (subject) => `Hello, I am interested in ${subject}. Is it still available?`,
  (subject) => `Could you share the payment plan and service charges for ${subject}?`,
  (subject) => `I would like to book a viewing of ${subject} this weekend, Saturday morning if possible.`,
  (subject) => `Is the price for ${subject} negotiable? I am a cash buyer.`,
  (subject) => `Please send me the floor plan and the expected handover date for ${subject}.`,
  (subject) => `We are relocating to the UAE in March. Does ${subject} allow pets?`,
  (subject) => `What rental yield can I expect from ${subject}? Looking at it as an investment.`,
  (subject) => `مرحباً، أرغب في معرفة المزيد عن ${subject}. هل يمكن ترتيب زيارة؟`,
  (subject) => `السلام عليكم، ما هي خطة الدفع المتاحة لـ ${subject}؟`,
];

const noteTemplates = [
  'Called the client; viewing booked for Saturday 11:00.',
  'Sent the brochure and payment plan by e-mail.',
  'Client asked for a 5% discount; waiting for the owner.',
  'Mortgage pre-approval in progress with the bank.',
  'No answer twice; sent a WhatsApp message.',
  'Offer accepted, MOU signed.',
  'Client chose another unit in the same building.',
  'Duplicate of an earlier enquiry.',
] as const;

function randomSubject(random: SeededRandom): string {
  const area = random.pick(uaeAreas);
  const layout = random.pick(['a studio', 'a 1 bedroom apartment', 'a 2 bedroom apartment', 'a 3 bedroom apartment', 'a villa', 'a townhouse']);
  return `${layout} in ${area.name}`;
}

/** An enquiry status leaning on recency: 0 (oldest) mostly resolved or closed, 1 (newest) mostly new. */
export function enquiryStatusFor(random: SeededRandom, recency: number): EnquiryStatus {
  return weighted<EnquiryStatus>(random, [
    ['NEW', 0.08 + 0.5 * recency],
    ['IN_PROGRESS', 0.22],
    ['RESOLVED', 0.4 - 0.25 * recency],
    ['CLOSED', 0.3 - 0.2 * recency],
  ]);
}

/**
 * An enquiry from a prospective buyer: a UAE resident's name (some in Arabic script), e-mail and
 * mobile, a message in English or Arabic, a note once someone has handled it. It points at no
 * listing unless the overrides set propertyId or projectId.
 */
export function createEnquiry(
  source: RandomSource,
  overrides: Partial<Enquiry> = {},
  context: EnquiryFixtureContext = {},
): Enquiry {
  const random = toRandom(source);
  const recency = context.recency ?? random.next();
  const person = createPerson(random);
  const status = enquiryStatusFor(random, recency);
  const subject = context.subject ?? randomSubject(random);
  return {
    id: random.int(1, 99_999),
    name: person.fullName,
    email: personalEmail(random, person),
    phone: chance(random, 0.9) ? uaeMobileNumber(random) : null,
    message: chance(random, 0.96) ? random.pick(messageTemplates)(subject) : null,
    note: status !== 'NEW' && chance(random, 0.7) ? random.pick(noteTemplates) : null,
    status,
    createdAt: dateTimeAt(recency),
    propertyId: null,
    projectId: null,
    ...overrides,
  };
}

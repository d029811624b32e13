import type { Enquiry } from '@marketplace/domain';
import { createEnquiry, createSeedData, createSeededRandom } from '@marketplace/domain/fixtures';

const lists = new Map<number, readonly Enquiry[]>();

/** The seed's first `count` enquiries (deterministic); built once per count, since 10,000 take a moment. */
export function storyEnquiries(count: number): readonly Enquiry[] {
  let list = lists.get(count);
  if (!list) {
    list = createSeedData(undefined, { enquiryCount: count }).enquiries.map(({ enquiry }) => enquiry);
    lists.set(count, list);
  }
  return list;
}

/** A day's worth of enquiries in every status, some with notes, property and project ids. */
export const typicalEnquiries = (): readonly Enquiry[] => storyEnquiries(24);

function findEnquiry(list: readonly Enquiry[], matches: (enquiry: Enquiry) => boolean): Enquiry {
  const found = list.find(matches);
  if (!found) throw new Error('The story seed has no enquiry of the kind asked for');
  return found;
}

/** An enquiry being worked on, with a note: its dialog offers Mark as Resolved and Close Inquiry. */
export const enquiryWithNote = (): Enquiry => findEnquiry(typicalEnquiries(), (enquiry) => enquiry.status === 'IN_PROGRESS' && Boolean(enquiry.note));

/** A new enquiry about a project, without a note yet. */
export const enquiryWithoutNote = (): Enquiry =>
  findEnquiry(typicalEnquiries(), (enquiry) => enquiry.status === 'NEW' && !enquiry.note && enquiry.projectId != null);

const longName = 'Sheikha Mariam Abdulrahman Mohammed Khalifa Al Qasimi Al Mansoori';
const longEmail = 'sheikha.mariam.abdulrahman.almansoori.property.investments@corporate-holdings-international.ae';
const longNote =
  'Called twice on Sunday and once on Monday; the client wants a second viewing with her family, a revised payment plan ' +
  'spread over 60 months, confirmation of the service charge for 2027, parking for three cars and the snagging report ' +
  'before signing the MOU. Follow up after Eid.';

/** Enquiries whose name, e-mail and note are far longer than a column or card: they must truncate, never overflow. */
export function longContentEnquiries(): readonly Enquiry[] {
  const random = createSeededRandom(7);
  return [
    createEnquiry(random, { id: 3, name: longName, email: longEmail, note: longNote, status: 'IN_PROGRESS', projectId: 512 }),
    createEnquiry(random, { id: 2, name: `${longName} Bin Zayed`, email: `second.${longEmail}`, note: `${longNote} ${longNote}` }),
    createEnquiry(random, { id: 1, note: longNote }),
  ];
}

/** The enquiry of the long-content list whose dialog stories open. */
export const longContentEnquiry = (): Enquiry => findEnquiry(longContentEnquiries(), (enquiry) => enquiry.id === 3);

/** Factory enquiries with the fields that matter to a test or story fixed, the rest realistic and deterministic. */
export function enquiriesWith(overrides: readonly Partial<Enquiry>[]): Enquiry[] {
  const random = createSeededRandom(11);
  return overrides.map((fields, index) => createEnquiry(random, { id: index + 1, ...fields }));
}

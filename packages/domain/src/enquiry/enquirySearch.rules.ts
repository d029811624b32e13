import { type EnquiryStatus } from '../constants/enquiryStatus';
import { type Enquiry } from './enquiry.schema';

/** The status filter: one status, or every status ('All Status'). */
export type EnquiryStatusFilter = EnquiryStatus | 'ALL';

/** What narrows the enquiry list: the search text and the status filter. */
export interface EnquiryFilter {
  readonly search: string;
  readonly status: EnquiryStatusFilter;
}

// Lower-cased once per enquiry object: a search keystroke then costs one `includes` per row.
// Keyed by the object, so an updated enquiry (a new object) is indexed again.
const haystacks = new WeakMap<Enquiry, string>();

function haystackOf(enquiry: Enquiry): string {
  let text = haystacks.get(enquiry);
  if (text === undefined) {
    text = [enquiry.name, enquiry.email, enquiry.phone, enquiry.message, enquiry.note]
      .filter((field): field is string => Boolean(field))
      .join('\n')
      .toLocaleLowerCase();
    haystacks.set(enquiry, text);
  }
  return text;
}

/** Whether an enquiry's name, email, phone, message or note contains the text (case-insensitive; blank matches all). */
export function enquiryMatchesSearch(enquiry: Enquiry, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase();
  return needle === '' || haystackOf(enquiry).includes(needle);
}

/** The enquiries the search (over name, email, phone, message and note) and status filter keep, in their order. */
export function filterEnquiries(enquiries: readonly Enquiry[], { search, status }: EnquiryFilter): Enquiry[] {
  const needle = search.trim().toLocaleLowerCase();
  if (needle === '' && status === 'ALL') return [...enquiries];
  return enquiries.filter(
    (enquiry) => (status === 'ALL' || enquiry.status === status) && (needle === '' || haystackOf(enquiry).includes(needle)),
  );
}

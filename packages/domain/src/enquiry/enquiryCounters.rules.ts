import { type Enquiry } from './enquiry.schema';

/** The four summary cards of Inquiry Management (spec 1 sections 2.1 and 4). */
export interface EnquiryCounts {
  /** Every enquiry. */
  readonly total: number;
  /** Neither RESOLVED nor CLOSED. */
  readonly pending: number;
  /** RESOLVED or CLOSED. */
  readonly resolved: number;
  /** NEW. */
  readonly urgent: number;
}

/** Counts a list by spec 1 section 4: Pending = not RESOLVED or CLOSED, Resolved = RESOLVED or CLOSED, Urgent = NEW. */
export function countEnquiries(enquiries: readonly Pick<Enquiry, 'status'>[]): EnquiryCounts {
  let resolved = 0;
  let urgent = 0;
  for (const { status } of enquiries) {
    if (status === 'RESOLVED' || status === 'CLOSED') resolved += 1;
    if (status === 'NEW') urgent += 1;
  }
  return { total: enquiries.length, pending: enquiries.length - resolved, resolved, urgent };
}

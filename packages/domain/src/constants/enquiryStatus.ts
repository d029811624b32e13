/** Enquiry statuses in the order the status selector and filter list them (spec 1 sections 2.1, 3, 4). */
export const enquiryStatuses = ['NEW', 'IN_PROGRESS', 'RESOLVED', 'CLOSED'] as const;

/** One of the four enquiry statuses. */
export type EnquiryStatus = (typeof enquiryStatuses)[number];

/** Display label of each enquiry status (spec 1 section 2.1: New, In Progress, Resolved, Closed). */
export const enquiryStatusLabels = {
  NEW: 'New',
  IN_PROGRESS: 'In Progress',
  RESOLVED: 'Resolved',
  CLOSED: 'Closed',
} as const satisfies Record<EnquiryStatus, string>;

/** Whether a value (for example a select's raw value) is one of the enquiry statuses. */
export function isEnquiryStatus(value: unknown): value is EnquiryStatus {
  return typeof value === 'string' && (enquiryStatuses as readonly string[]).includes(value);
}

/** The display label of an enquiry status. */
export function enquiryStatusLabel(status: EnquiryStatus): (typeof enquiryStatusLabels)[EnquiryStatus] {
  return enquiryStatusLabels[status];
}

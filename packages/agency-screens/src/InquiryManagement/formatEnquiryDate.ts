// Built once: a DateTimeFormat is costly to create, and the Created column formats every visible row.
const mediumDateShortTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** An enquiry's date as medium date and short time in the user's locale; text that is no date shows as it came. */
export function formatEnquiryDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : mediumDateShortTime.format(date);
}

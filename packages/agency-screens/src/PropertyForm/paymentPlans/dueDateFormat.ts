// Due dates are calendar days ('2027-03-31'): read and shown in UTC so no time zone moves them a day.
const dueDateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });

/** A `yyyy-mm-dd` due date in the user's medium date style. */
export function formatDueDate(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : dueDateFormat.format(parsed);
}

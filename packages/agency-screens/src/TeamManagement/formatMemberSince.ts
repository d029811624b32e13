// Built once: a DateTimeFormat is costly to create.
const mediumDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** The 'Member since' date, medium style in the user's locale; text that is no date shows as it came. */
export function formatMemberSince(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : mediumDate.format(date);
}

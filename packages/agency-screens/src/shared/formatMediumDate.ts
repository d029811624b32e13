const mediumDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }); // built once: costly to create

/** A server date as a medium-style date of the user's locale; text that is no date shows as it came. */
export function formatMediumDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : mediumDate.format(date);
}

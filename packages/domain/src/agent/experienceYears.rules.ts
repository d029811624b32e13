/** Options of {@link experienceYears}. */
export interface ExperienceYearsOptions {
  /** The moment whose calendar year counts as the current one. @default new Date() */
  readonly now?: Date;
  /** Whether a start year in the future reads as 0, as in the lists of spec 2 section 9. @default true */
  readonly minimumZero?: boolean;
}

/**
 * Years of experience (spec 2 section 9): the current calendar year (local time) minus the industry
 * start year, at least 0 in lists. The start year may come as a number or as numeric text (servers
 * vary); anything that is not a positive whole year gives null, so the view shows no figure.
 */
export function experienceYears(
  industryStartYear: number | string | null | undefined,
  options: ExperienceYearsOptions = {},
): number | null {
  const { now = new Date(), minimumZero = true } = options;
  const startYear =
    typeof industryStartYear === 'string' && industryStartYear.trim() !== ''
      ? Number(industryStartYear.trim())
      : industryStartYear;
  if (typeof startYear !== 'number' || !Number.isInteger(startYear) || startYear <= 0) return null;
  const currentYear = now.getFullYear();
  if (Number.isNaN(currentYear)) return null;
  const years = currentYear - startYear;
  return minimumZero ? Math.max(0, years) : years;
}

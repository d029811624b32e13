import type { RsqlId } from './propertyFilters.rules';
import { rsqlAnd, rsqlContains, rsqlEq, rsqlGte, rsqlLte, rsqlOr, toRsql } from './rsqlBuilder';

/** The rating scale of spec 1 sections 5 and 9 (1 to 5). */
export interface RatingRange {
  readonly min: number;
  readonly max: number;
}

const specRatingRange: RatingRange = { min: 1, max: 5 };

/**
 * An agency's approved reviews (spec 1 section 7): `accLoginId=={id} and status==APPROVED`, and with a
 * star filter `and rating>=N and rating<=N.99`. A rating of null or undefined means all ratings; any
 * other value must be a whole number within the range (a RangeError otherwise: the value comes from a
 * fixed select, never from typing).
 */
export function approvedReviewsFilter(
  accLoginId: RsqlId,
  rating?: number | null,
  range: RatingRange = specRatingRange,
): string {
  if (rating != null && (!Number.isInteger(rating) || rating < range.min || rating > range.max)) {
    throw new RangeError(`Rating filter must be a whole number from ${range.min} to ${range.max}: ${rating}`);
  }
  return toRsql(
    rsqlAnd(
      rsqlEq('accLoginId', accLoginId),
      rsqlEq('status', 'APPROVED'),
      rating != null && rsqlGte('rating', rating),
      // Written as text so the bound reads exactly `N.99` whatever the floating-point sum would print.
      rating != null && rsqlLte('rating', `${rating}.99`),
    ),
  );
}

/**
 * Find Agents (spec 2 section 7.2): `isHasAgency==false`, or with an e-mail search
 * `email==*{term}* and isHasAgency==false`.
 */
export function availableAgentsFilter(emailSearch?: string | null): string {
  return toRsql(rsqlAnd(rsqlContains('email', emailSearch), rsqlEq('isHasAgency', false)));
}

/**
 * The team search (spec 2 section 7.1): `name==*t* or title==*t* or email==*t*`. Blank text gives null:
 * the list is then requested without a filter.
 */
export function teamMemberSearchFilter(text: string | null | undefined): string | null {
  const filter = rsqlOr(rsqlContains('name', text), rsqlContains('title', text), rsqlContains('email', text));
  return filter ? toRsql(filter) : null;
}

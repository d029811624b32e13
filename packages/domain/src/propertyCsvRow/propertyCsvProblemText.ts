import { bulkUploadValidationMessages as messages } from '../messages/bulkUploadValidation.messages';
import type { PropertyCsvRowFailure } from './propertyCsvRow.rules';

/** The words of one refused cell or row, e.g. 'Must be between -90 and 90'. */
export function describePropertyCsvFailure(failure: PropertyCsvRowFailure): string {
  switch (failure.issue) {
    case 'cell-count':
      return messages.cellCount(failure.found, failure.expected);
    case 'range':
      // Counts and ids have no upper bound a person would write; say only the lower one.
      if (failure.max === undefined || failure.max >= Number.MAX_SAFE_INTEGER) return messages.atLeast(failure.min ?? 0);
      return messages.between(failure.min ?? 0, failure.max);
    case 'tooLong':
      return messages.atMostCharacters(failure.max ?? 0);
    default:
      return messages.issues[failure.issue];
  }
}

/** One problem as the error column lists it: the column's name (none for the whole row) and the failure. */
export interface PropertyCsvProblem {
  readonly column: string | null;
  readonly failure: PropertyCsvRowFailure;
}

/**
 * The added 'errors' cell of a failing row in the downloadable error file:
 * 'amount: Must be a number, without commas or currency; latitude: Must be between -90 and 90'.
 */
export function describePropertyCsvProblems(problems: readonly PropertyCsvProblem[]): string {
  return problems
    .map(({ column, failure }) => (column === null ? describePropertyCsvFailure(failure) : `${column}: ${describePropertyCsvFailure(failure)}`))
    .join('; ');
}

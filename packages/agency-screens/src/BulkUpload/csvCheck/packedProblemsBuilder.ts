import type { PropertyCsvRowFailure } from '@marketplace/domain';
import { csvProblemValueMaxLength, type PackedCsvProblems } from './csvCheckReport';

function failureKey(failure: PropertyCsvRowFailure): string {
  return failure.issue === 'cell-count' ? `cell-count|${failure.found}` : `${failure.issue}|${failure.min}|${failure.max}`;
}

function grown<T extends Int32Array | Int16Array | Uint16Array>(array: T, make: (length: number) => T): T {
  const next = make(array.length * 2);
  next.set(array);
  return next;
}

/**
 * A copy of a cell's text that shares no memory with the parsed file. V8 makes a substring of 13
 * or more characters a view into its parent, so each kept value would keep its whole 64 KiB piece
 * of the file alive (a file with a problem every few rows kept all of it, and the collector spent
 * more time copying it than the check took). Flattening a concatenation copies the characters.
 */
export function detachedText(text: string): string {
  return (` ${text}`).slice(1);
}

/** Collects problems into growing typed arrays; `build()` trims them to a {@link PackedCsvProblems}. */
export function createPackedProblemsBuilder() {
  let count = 0;
  let rows = new Int32Array(1024);
  let columns = new Int16Array(1024);
  let failureIndexes = new Uint16Array(1024);
  const failures: PropertyCsvRowFailure[] = [];
  const failureIndexByKey = new Map<string, number>();
  const values: string[] = [];

  function indexOfFailure(failure: PropertyCsvRowFailure): number {
    const key = failureKey(failure);
    let index = failureIndexByKey.get(key);
    if (index === undefined) {
      index = failures.length;
      failures.push(failure);
      failureIndexByKey.set(key, index);
    }
    return index;
  }

  return {
    add(row: number, column: number, failure: PropertyCsvRowFailure, value: string): void {
      if (count === rows.length) {
        rows = grown(rows, (length) => new Int32Array(length));
        columns = grown(columns, (length) => new Int16Array(length));
        failureIndexes = grown(failureIndexes, (length) => new Uint16Array(length));
      }
      rows[count] = row;
      columns[count] = column;
      failureIndexes[count] = indexOfFailure(failure);
      values.push(detachedText(value.length > csvProblemValueMaxLength ? value.slice(0, csvProblemValueMaxLength) : value));
      count += 1;
    },
    build(): PackedCsvProblems {
      const valueStarts = new Uint32Array(count + 1);
      let offset = 0;
      for (let index = 0; index < count; index += 1) {
        valueStarts[index] = offset;
        offset += values[index]?.length ?? 0;
      }
      valueStarts[count] = offset;
      return {
        count,
        rows: rows.slice(0, count),
        columns: columns.slice(0, count),
        failureIndexes: failureIndexes.slice(0, count),
        failures,
        values: values.join(''),
        valueStarts,
      };
    },
  };
}

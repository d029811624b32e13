import { propertyTextMaxLengthOf } from '../constants/storedTextLimits';
import { propertyCsvCellChecks, type CsvCellCheck } from './propertyCsvCell.rules';
import { isPropertyCsvColumn } from './propertyCsvColumns';
import type { CsvCellFailure } from './propertyCsvCells';

/** A data row whose cell count differs from the header's. */
export interface CsvCellCountFailure {
  readonly ok: false;
  readonly issue: 'cell-count';
  readonly expected: number;
  readonly found: number;
}

/** Why a row, or one of its cells, was refused. */
export type PropertyCsvRowFailure = CsvCellFailure | CsvCellCountFailure;

/**
 * Receives each problem of a row: `columnIndex` is the cell's position in the row (and header), or
 * -1 for a problem of the whole row.
 */
export type PropertyCsvProblemSink = (columnIndex: number, failure: PropertyCsvRowFailure) => void;

/** Checks one data row (its raw cells) and returns how many problems it reported. */
export type PropertyCsvRowChecker = (cells: readonly string[], report: PropertyCsvProblemSink) => number;

/**
 * Builds the row check of a file from its header (spec 1 section 5, and issue 5's checks before
 * upload): each cell is read by its column's parser (required name, amount, landArea and address;
 * numbers; M/D/YYYY dates; TRUE/FALSE; percentages 0-100; coordinates in range; whole ids), and a
 * row with more or fewer cells than the header is reported once. Columns the template does not
 * know are checked for length only (as every column is: at most what the backend stores). Each column's check (propertyCsvCellChecks: the parsers' verdicts without
 * building values) is looked up once here, free-text columns are skipped, and a row allocates only
 * for its problems: a worker runs this over 10 MB files.
 */
export function createPropertyCsvRowChecker(header: readonly string[]): PropertyCsvRowChecker {
  const checkedIndexes: number[] = [];
  const checks: CsvCellCheck[] = [];
  header.forEach((cell, index) => {
    const name = cell.trim();
    const check = isPropertyCsvColumn(name) ? propertyCsvCellChecks[name] : null;
    if (check) {
      checkedIndexes.push(index);
      checks.push(check);
    }
  });
  // Every column, free text and unknown ones too, holds at most what the backend stores (issue 14).
  const maxLengths = header.map((cell) => propertyTextMaxLengthOf(cell.trim()));
  const expected = header.length;
  const checkedCount = checks.length;
  return (cells, report) => {
    let problems = 0;
    if (cells.length !== expected) {
      report(-1, { ok: false, issue: 'cell-count', expected, found: cells.length });
      problems += 1;
    }
    const lengthChecked = Math.min(cells.length, expected);
    for (let index = 0; index < lengthChecked; index += 1) {
      const max = maxLengths[index] ?? 0;
      if ((cells[index]?.length ?? 0) > max) {
        report(index, { ok: false, issue: 'tooLong', max });
        problems += 1;
      }
    }
    for (let position = 0; position < checkedCount; position += 1) {
      const index = checkedIndexes[position] ?? 0;
      const failure = checks[position]?.(cells[index]);
      if (failure) {
        report(index, failure);
        problems += 1;
      }
    }
    return problems;
  };
}

import { propertyCsvCellParsers } from './propertyCsvCellParsers';
import { isPropertyCsvColumn } from './propertyCsvColumns';
import type { CsvCellFailure, CsvCellParser } from './propertyCsvCells';

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
 * know are not checked. The parsers are looked up once here, so checking a row costs one call per
 * cell and allocates only for problems: a worker runs this over 10 MB files.
 */
export function createPropertyCsvRowChecker(header: readonly string[]): PropertyCsvRowChecker {
  const parsers: (CsvCellParser<unknown> | null)[] = header.map((cell) => {
    const name = cell.trim();
    return isPropertyCsvColumn(name) ? propertyCsvCellParsers[name] : null;
  });
  const expected = header.length;
  return (cells, report) => {
    let problems = 0;
    if (cells.length !== expected) {
      report(-1, { ok: false, issue: 'cell-count', expected, found: cells.length });
      problems += 1;
    }
    for (let index = 0; index < expected; index += 1) {
      const parse = parsers[index];
      if (!parse) continue;
      const parsed = parse(cells[index]);
      if (!parsed.ok) {
        report(index, parsed);
        problems += 1;
      }
    }
    return problems;
  };
}

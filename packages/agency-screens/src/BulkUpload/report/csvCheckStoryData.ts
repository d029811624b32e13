import { propertyCsvColumns, type Property, type PropertyCsvColumn } from '@marketplace/domain';
import {
  createPerson,
  createSeedData,
  createSeededRandom,
  type SeedProperty,
} from '@marketplace/domain/fixtures';
import { createCsvCheckAccumulator, type CsvCheckAccumulatorOptions } from '../csvCheck/csvCheckAccumulator';
import type { CsvCheckReport } from '../csvCheck/csvCheckReport';
import { propertyCsvCells } from '../csvCheck/csvCheckSamples';

/** The name of the file the stories and tests pretend was chosen. */
export const storyCsvFileName = 'dubai-listings.csv';

const csvValue = (value: string | number | null | undefined): string => (value === null || value === undefined ? '' : String(value));

/** A fault written into every `every`-th data row (counted from 1): a cell replaced, or the row cut short. */
export type CsvFault =
  | { readonly every: number; readonly column: PropertyCsvColumn; readonly value: string }
  | { readonly every: number; readonly cutTo: number };

let seedProperties: readonly SeedProperty[] | undefined;

/** The seed's properties with their agents, built once. */
function seeded(): readonly SeedProperty[] {
  seedProperties ??= createSeedData().properties;
  return seedProperties;
}

function seededProperty(index: number): Property {
  const properties = seeded();
  const seed = properties[index % properties.length];
  if (!seed) throw new Error('The seed has no properties');
  return seed.property;
}

function withFaults(cells: string[], rowNumber: number, faults: readonly CsvFault[]): string[] {
  let row = cells;
  for (const fault of faults) {
    if (rowNumber % fault.every !== 0) continue;
    if ('cutTo' in fault) row = row.slice(0, fault.cutTo);
    else row[propertyCsvColumns.indexOf(fault.column)] = fault.value;
  }
  return row;
}

/** `count` template rows from the seed's properties (repeated past its end), with faults written in. */
export function seededCsvRows(count: number, faults: readonly CsvFault[] = []): string[][] {
  return Array.from({ length: count }, (_, index) => withFaults(propertyCsvCells(seededProperty(index)), index + 1, faults));
}

/**
 * Runs rows (the header first) through the check the worker makes, as if a file had been read;
 * `null` is a blank row, skipped but numbered as a spreadsheet numbers it.
 */
export function checkCsvRows(rows: readonly (readonly string[] | null)[], options?: CsvCheckAccumulatorOptions): CsvCheckReport {
  const accumulator = createCsvCheckAccumulator(options);
  for (const row of rows) {
    if (row === null) accumulator.addBlankRow();
    else accumulator.addRow(row);
  }
  return accumulator.finish();
}

const header = (): string[] => [...propertyCsvColumns];

/** The faults agents make most: a formatted price, a swapped coordinate, an ISO date, 'Yes', a short row, no name. */
const typicalFaults: readonly CsvFault[] = [
  { every: 4, column: 'handoverDate', value: '2026-01-31' },
  { every: 7, column: 'amount', value: 'AED 1,2M' },
  { every: 9, column: 'latitude', value: '95' },
  { every: 11, column: 'isActive', value: 'Yes' },
  { every: 13, cutTo: propertyCsvColumns.length - 2 },
  { every: 23, column: 'name', value: '' },
];

const manyFaults: readonly CsvFault[] = [
  ...typicalFaults,
  { every: 17, column: 'isSold', value: 'No' },
  { every: 29, column: 'completePCT', value: '120' },
  { every: 31, column: 'areaId', value: '3.5' },
];

function memo(build: () => CsvCheckReport): () => CsvCheckReport {
  let report: CsvCheckReport | undefined;
  return () => (report ??= build());
}

/** Twelve clean rows: nothing to report. */
export const cleanReport = memo(() => checkCsvRows([header(), ...seededCsvRows(12)]));

/** Thirty rows with the usual faults, a short row among them; the fourth row's handover date is refused, in the preview. */
export const typicalReport = memo(() => checkCsvRows([header(), ...seededCsvRows(30, typicalFaults)]));

/** The 'full' file: 2,000 rows and over a thousand problems, many pages of them. */
export const manyProblemsReport = memo(() => checkCsvRows([header(), ...seededCsvRows(2000, manyFaults)]));

/**
 * Three rows with blank rows between them, as a hand-edited file has: the header is spreadsheet
 * row 1, the rows are 2, 4 and 6, and row 4's price is refused.
 */
export const blankRowsReport = memo(() => {
  const [first = [], second = [], third = []] = seededCsvRows(3, [{ every: 2, column: 'amount', value: 'AED 1,2M' }]);
  return checkCsvRows([header(), first, null, second, null, third]);
});

/**
 * The typical file's problems with an error file limited to 4 KB instead of 10 MB: it holds only the
 * first rows with errors, as a 10 MB file where nearly every row fails would.
 */
export const cappedErrorRowsReport = memo(() => checkCsvRows([header(), ...seededCsvRows(30, typicalFaults)], { maxErrorCsvBytes: 4096 }));

/** The template's header and no rows. */
export const noRowsReport = memo(() => checkCsvRows([header()]));

const droppedColumns: readonly PropertyCsvColumn[] = ['landArea', 'roi'];

/** A file without the landArea and roi columns: the header check fails, rows are not checked. */
export const missingColumnsReport = memo(() => {
  const keep = propertyCsvColumns.map((column) => !droppedColumns.includes(column));
  const drop = (cells: readonly string[]) => cells.filter((_, index) => keep[index]);
  return checkCsvRows([drop(header()), ...seededCsvRows(8).map(drop)]);
});

/** Every template column and one more (the agent's id): the column count is wrong. */
export const wrongColumnCountReport = memo(() => {
  const agentIds = seeded().map(({ agentId }) => csvValue(agentId));
  return checkCsvRows([[...header(), 'agentId'], ...seededCsvRows(8).map((cells, index) => [...cells, agentIds[index] ?? ''])]);
});

/** Writes a number in Arabic-Indic digits, as an Arabic keyboard would: the check refuses it. */
function arabicIndicDigits(text: string): string {
  return text.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));
}

/** Eight rows named in Arabic script; every third price typed in Arabic-Indic digits. */
export const arabicReport = memo(() => {
  const random = createSeededRandom(11);
  const nameColumn = propertyCsvColumns.indexOf('name');
  const amountColumn = propertyCsvColumns.indexOf('amount');
  const rows = seededCsvRows(8).map((cells, index) => {
    const row = [...cells];
    row[nameColumn] = createPerson(random, { arabicNameShare: 1, arabicScriptShare: 1 }).fullName;
    if ((index + 1) % 3 === 0) row[amountColumn] = arabicIndicDigits(row[amountColumn] ?? '');
    return row;
  });
  return checkCsvRows([header(), ...rows]);
});

/**
 * Ten rows where a description's closing quote went missing on row 4 (the reader took the rest of
 * the file into that row) and row 7 has text after a closing quote, as a hand-edited file can.
 */
export const unpairedQuotesReport = memo(() => {
  const accumulator = createCsvCheckAccumulator();
  accumulator.addRow(header());
  seededCsvRows(10).forEach((row, index) => {
    accumulator.addRow(row);
    if (index === 2) accumulator.addReadProblem('unclosed-quote');
    if (index === 5) accumulator.addReadProblem('stray-quote');
  });
  return accumulator.finish();
});

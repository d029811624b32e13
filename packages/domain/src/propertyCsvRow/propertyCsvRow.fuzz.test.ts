import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateCsvHeader } from '../files/csvHeader.rules';
import { hostileText, hugeText, shortHostileText, trickyCharacter } from '../primitives/hostileArbitraries.testing';
import { readCsvUploadAnswer } from './csvUploadAnswer';
import { propertyCsvCellChecks } from './propertyCsvCell.rules';
import { propertyCsvCellParsers } from './propertyCsvCellParsers';
import type { CsvCellFailure, CsvCellIssue } from './propertyCsvCellFailure';
import { propertyCsvColumns, propertyCsvRequiredColumns, type PropertyCsvColumn } from './propertyCsvColumns';
import type { CsvCellParser } from './propertyCsvCells';
import { describePropertyCsvFailure } from './propertyCsvProblemText';
import { createPropertyCsvRowChecker, type PropertyCsvRowFailure } from './propertyCsvRow.rules';
import { propertyCsvRowSchema } from './propertyCsvRow.schema';
import { propertyCsvTemplateRows } from './propertyCsvTemplate';

// Property-based: the bulk upload's check reads whatever a spreadsheet exported, so no cell, row or
// header may make it throw, and its verdict keeps its documented shape (issue 19). fast-check prints
// the seed and the shrunk input of a failure; pass it back as { seed, path } to replay one.

const cellIssues: readonly CsvCellIssue[] = ['required', 'number', 'integer', 'range', 'date', 'boolean', 'tooLong'];

// The checks below answer what is wrong (or null) instead of calling expect: a run checks 39 columns,
// and collecting the problems for one expect keeps hundreds of runs fast and names the column.

/** What is wrong with a refused cell's failure, or null. */
function cellFailureProblem(failure: CsvCellFailure): string | null {
  if (failure.ok !== false || !cellIssues.includes(failure.issue)) return `not a cell failure: ${JSON.stringify(failure)}`;
  if (failure.issue === 'range' && (typeof failure.min !== 'number' || typeof failure.max !== 'number')) return `a range without bounds: ${JSON.stringify(failure)}`;
  if (failure.issue === 'tooLong' && !((failure.max ?? 0) > 0)) return `tooLong without a length: ${JSON.stringify(failure)}`;
  return null;
}

/** What is wrong with a failure of a row or a cell, or null; its words must be some text too. */
function rowFailureProblem(failure: PropertyCsvRowFailure): string | null {
  if (failure.issue === 'cell-count') {
    const exact = Object.keys(failure).sort().join() === 'expected,found,issue,ok' && failure.ok === false;
    if (!exact || failure.found === failure.expected || failure.found < 0) return `a wrong cell count: ${JSON.stringify(failure)}`;
  } else {
    const problem = cellFailureProblem(failure);
    if (problem) return problem;
  }
  const words = describePropertyCsvFailure(failure);
  return typeof words === 'string' && words.trim() !== '' ? null : `no words for ${JSON.stringify(failure)}`;
}

const ranges: Partial<Record<PropertyCsvColumn, { min: number; max: number; integer?: boolean }>> = {
  handoverQta: { min: 1, max: 4, integer: true },
  preHandoverPaymentPCT: { min: 0, max: 100 },
  completePCT: { min: 0, max: 100 },
  latitude: { min: -90, max: 90 },
  longitude: { min: -180, max: 180 },
};
for (const column of ['numOfBuildings', 'numOfFloors', 'numOfParking', 'numOfRooms', 'numOfBedrooms', 'numOfBathrooms', 'viewCount'] as const) {
  ranges[column] = { min: 0, max: Number.MAX_SAFE_INTEGER, integer: true };
}
for (const column of ['saleTypeId', 'propertyTypeId', 'propertyFurnishingStatusId', 'constructionStatusId', 'areaId', 'offeringTypeId', 'projectIdOfThis'] as const) {
  ranges[column] = { min: 1, max: Number.MAX_SAFE_INTEGER, integer: true };
}
const dateColumns: readonly PropertyCsvColumn[] = ['addedOnDate', 'handoverDate', 'saleStartDate', 'deletedAt'];
const booleanColumns: readonly PropertyCsvColumn[] = ['isActive', 'isSold'];
const plainNumberColumns: readonly PropertyCsvColumn[] = ['amount', 'landArea', 'roi'];

/** What is wrong with a parsed cell's value for its column (the type its parser documents, within the column's rules), or null. */
function valueProblem(column: PropertyCsvColumn, value: unknown): string | null {
  const wrong = `${column}: ${typeof value} ${String(value)}`;
  if (value === undefined) return (propertyCsvRequiredColumns as readonly string[]).includes(column) ? `${column} may not be empty` : null;
  const range = ranges[column];
  if (range) {
    const inRange = typeof value === 'number' && value >= range.min && value <= range.max && (!range.integer || Number.isInteger(value));
    return inRange ? null : wrong;
  }
  // Finite is not promised: 400 nines are a plain decimal and read as Infinity (as the server's parser may too).
  if (plainNumberColumns.includes(column)) return typeof value === 'number' && !Number.isNaN(value) ? null : wrong;
  if (dateColumns.includes(column)) return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? null : wrong;
  if (booleanColumns.includes(column)) return typeof value === 'boolean' ? null : wrong;
  return typeof value === 'string' && value !== '' && value === value.trim() ? null : wrong;
}

const templateRows = propertyCsvTemplateRows('new').slice(1);

/** A value a spreadsheet cell might hold for each column: mostly hostile text, sometimes what the column expects. */
const cellFor = Object.fromEntries(
  propertyCsvColumns.map((column, index) => [
    column,
    fc.oneof({ arbitrary: shortHostileText, weight: 3 }, { arbitrary: fc.constantFrom(...templateRows.map((row) => row[index] ?? '')), weight: 1 }),
  ]),
) as Record<PropertyCsvColumn, fc.Arbitrary<string>>;

const columnNames: string[] = [...propertyCsvColumns];

/** A header as a spreadsheet may hand it over: the template's, reordered, padded, cut short, grown or replaced. */
const header: fc.Arbitrary<string[]> = fc.oneof(
  fc.constant(columnNames),
  fc.shuffledSubarray(columnNames, { minLength: 0 }),
  fc
    .tuple(fc.shuffledSubarray(columnNames, { minLength: 30 }), fc.array(fc.oneof(shortHostileText, fc.constantFrom(...columnNames)), { maxLength: 5 }))
    .map(([known, extra]) => [...known, ...extra]),
  fc.array(fc.tuple(fc.constantFrom(...columnNames), trickyCharacter, trickyCharacter).map(([name, before, after]) => `${before}${name}${after}`), { maxLength: 45 }),
  fc.array(shortHostileText, { maxLength: 45 }),
);

/** A data row for `columns`: cells the columns expect or hostile text, with cells missing, added, or the row empty. */
function rowFor(columns: readonly string[]): fc.Arbitrary<string[]> {
  // One huge cell at most: a huge value in every cell would only make each run slow.
  const cells = fc
    .tuple(fc.tuple(...columns.map((name) => ((propertyCsvColumns as readonly string[]).includes(name) ? cellFor[name as PropertyCsvColumn] : shortHostileText))), fc.option(fc.tuple(fc.nat(), hugeText)))
    .map(([row, huge]) => (huge && row.length > 0 ? row.with(huge[0] % row.length, huge[1]) : row));
  return fc.oneof(
    { arbitrary: cells, weight: 4 },
    { arbitrary: fc.tuple(cells, fc.nat({ max: columns.length })).map(([row, keep]) => row.slice(0, keep)), weight: 1 },
    { arbitrary: fc.tuple(cells, fc.array(shortHostileText, { minLength: 1, maxLength: 4 })).map(([row, extra]) => [...row, ...extra]), weight: 1 },
    { arbitrary: fc.constant([] as string[]), weight: 1 },
  );
}

describe('the cell parsers of the bulk-upload CSV, fuzzed', () => {
  it('never throw, and give each column its documented value or a failure the check agrees with', () => {
    fc.assert(
      fc.property(fc.oneof({ arbitrary: hostileText, weight: 9 }, { arbitrary: fc.constant(undefined), weight: 1 }), (raw) => {
        const problems: string[] = [];
        for (const column of propertyCsvColumns) {
          const parse: CsvCellParser<unknown> = propertyCsvCellParsers[column];
          const parsed = parse(raw);
          const problem = parsed.ok ? valueProblem(column, parsed.value) : cellFailureProblem(parsed);
          if (problem) problems.push(problem);
          const check = propertyCsvCellChecks[column];
          const checked = check?.(raw);
          if (check !== null && (parsed.ok ? checked !== undefined : checked?.issue !== parsed.issue || checked.min !== parsed.min || checked.max !== parsed.max)) {
            problems.push(`${column}: the check says ${JSON.stringify(checked)}, the parser ${JSON.stringify(parsed)}`);
          }
        }
        expect(problems).toEqual([]);
      }),
      { numRuns: 400 },
    );
  });
});

describe('the row check of the bulk-upload CSV, fuzzed', () => {
  it("never throws on any header and row, and reports each problem at a header's column or for the whole row", () => {
    fc.assert(
      fc.property(
        header.chain((columns) => fc.tuple(fc.constant(columns), rowFor(columns))),
        ([columns, cells]) => {
          const reported: [number, PropertyCsvRowFailure][] = [];
          const count = createPropertyCsvRowChecker(columns)(cells, (index, failure) => reported.push([index, failure]));
          expect(count).toBe(reported.length);
          expect(reported.filter(([index]) => index === -1).length).toBe(cells.length === columns.length ? 0 : 1);
          const problems: string[] = [];
          const issuesAt = new Map<number, string[]>();
          for (const [index, failure] of reported) {
            // A short row's missing cells are still checked (a required one is reported), so the index is the header's.
            if (index < -1 || index >= columns.length) problems.push(`reported at ${index} of ${columns.length} columns`);
            if ((index === -1) !== (failure.issue === 'cell-count')) problems.push(`${failure.issue} reported at ${index}`);
            const problem = rowFailureProblem(failure);
            if (problem) problems.push(problem);
            if (index >= 0) issuesAt.set(index, [...(issuesAt.get(index) ?? []), failure.issue]);
          }
          // A cell fails its length and its column's rule at most, once each.
          for (const [index, issues] of issuesAt) {
            if (issues.length > 2 || (issues.length === 2 && !issues.includes('tooLong')) || new Set(issues).size !== issues.length) problems.push(`${index}: ${issues.join()}`);
          }
          expect(problems).toEqual([]);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("passes the template's own sample rows however their required cells are padded", () => {
    fc.assert(
      fc.property(fc.constantFrom(...templateRows), fc.constantFrom(' ', '\t', '\u00a0', '\ufeff', ''), (row, space) => {
        const check = createPropertyCsvRowChecker(propertyCsvColumns);
        expect(check(row.map((cell) => `${space}${cell}${space}`), () => undefined)).toBe(0);
      }),
      { numRuns: 20 },
    );
  });
});

describe('the zod row schema of the bulk-upload CSV, fuzzed', () => {
  it('never throws on records of any values, and fails exactly where a cell parser fails', () => {
    const value = fc.oneof(
      { arbitrary: shortHostileText, weight: 40 },
      { arbitrary: hugeText, weight: 1 },
      { arbitrary: fc.constant(undefined), weight: 5 },
      { arbitrary: fc.anything(), weight: 5 },
    );
    const record = fc.dictionary(fc.oneof(fc.constantFrom(...propertyCsvColumns), shortHostileText), value, { maxKeys: 50 });
    fc.assert(
      fc.property(fc.oneof({ arbitrary: record, weight: 9 }, { arbitrary: fc.anything(), weight: 1 }), (input) => {
        const parsed = propertyCsvRowSchema.safeParse(input);
        if (parsed.success) {
          expect(propertyCsvColumns.map((column) => valueProblem(column, parsed.data[column])).filter(Boolean)).toEqual([]);
          return;
        }
        expect(parsed.error.issues.length).toBeGreaterThan(0);
        if (typeof input !== 'object' || input === null || Array.isArray(input)) return;
        const cells = input as Record<string, unknown>;
        const failing = propertyCsvColumns.filter((column) => {
          const raw = Object.hasOwn(cells, column) ? cells[column] : undefined;
          if (typeof raw !== 'string' && raw !== undefined) return true;
          const parse: CsvCellParser<unknown> = propertyCsvCellParsers[column];
          return !parse(raw).ok;
        });
        expect([...new Set(parsed.error.issues.map((issue) => issue.path[0]))].sort()).toEqual([...failing].sort());
        for (const issue of parsed.error.issues) {
          const raw = cells[issue.path[0] as PropertyCsvColumn];
          if (typeof raw === 'string' || raw === undefined) expect(cellIssues).toContain(issue.message);
        }
      }),
      { numRuns: 200 },
    );
  });
});

describe('the header check of the bulk-upload CSV, fuzzed', () => {
  it('never throws, and answers ok, the missing columns in template order, or the column count', () => {
    fc.assert(
      fc.property(header, (columns) => {
        const check = validateCsvHeader(columns, propertyCsvColumns);
        if (check.ok) expect(check).toEqual({ ok: true });
        else if (check.reason === 'missing-columns') {
          expect(check.missing.length).toBeGreaterThan(0);
          expect(propertyCsvColumns.filter((column) => check.missing.includes(column))).toEqual(check.missing);
        } else expect(check).toEqual({ ok: false, reason: 'column-count', expected: propertyCsvColumns.length, found: columns.length });
      }),
      { numRuns: 200 },
    );
  });
});

describe("the upload's answer reader, fuzzed", () => {
  it('never throws on any body, and answers a trimmed message or null, or not the contract', () => {
    const body = fc.oneof(
      hostileText,
      fc.jsonValue(),
      fc.record({ message: fc.oneof(hostileText, fc.jsonValue()), data: fc.jsonValue() }, { requiredKeys: [] }),
      fc.anything(),
    );
    fc.assert(
      fc.property(body, (input) => {
        const answer = readCsvUploadAnswer(input);
        if (!answer.ok) {
          expect(answer).toEqual({ ok: false });
          return;
        }
        if (answer.message !== null) {
          expect(typeof answer.message).toBe('string');
          expect(answer.message).toBe(answer.message.trim());
          expect(answer.message).not.toBe('');
        }
      }),
      { numRuns: 300 },
    );
  });
});

import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../fixtures/seededRandom';
import { propertyCsvCellChecks } from './propertyCsvCell.rules';
import { propertyCsvCellParsers } from './propertyCsvCellParsers';
import { propertyCsvColumns, type PropertyCsvColumn } from './propertyCsvColumns';
import type { CsvCellFailure, CsvCellParser } from './propertyCsvCells';

/**
 * The oracle: the cell rules written the plain way (trim, a regular expression, Number(), Date.UTC),
 * against which the allocation-free checks are compared. The parsers run the checks themselves, so
 * they cannot serve as one.
 */
type Reference = (text: string) => CsvCellFailure | undefined;
const decimal = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;
const usDate = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const referenceNumber: Reference = (text) => (decimal.test(text) ? undefined : { ok: false, issue: 'number' });
const referenceRange =
  (min: number, max: number, integer = false): Reference =>
  (text) => {
    const notNumber = referenceNumber(text);
    if (notNumber) return notNumber;
    const value = Number(text);
    if (integer && !Number.isInteger(value)) return { ok: false, issue: 'integer' };
    return value < min || value > max ? { ok: false, issue: 'range', min, max } : undefined;
  };
const referenceBoolean: Reference = (text) => (/^(?:true|false)$/.test(text.toLowerCase()) ? undefined : { ok: false, issue: 'boolean' });
const referenceDate: Reference = (text) => {
  const [, month = '0', day = '0', year = '0'] = usDate.exec(text) ?? [];
  const daysInMonth = new Date(Date.UTC(Number(year), Number(month), 0)).getUTCDate();
  const real = usDate.test(text) && Number(month) >= 1 && Number(month) <= 12 && Number(day) >= 1 && Number(day) <= daysInMonth;
  return real ? undefined : { ok: false, issue: 'date' };
};
const text = null;
const count = referenceRange(0, Number.MAX_SAFE_INTEGER, true);
const id = referenceRange(1, Number.MAX_SAFE_INTEGER, true);
const percentage = referenceRange(0, 100);
const reference: Record<PropertyCsvColumn, { rule: Reference | null; required?: boolean }> = {
  name: { rule: text, required: true },
  amount: { rule: referenceNumber, required: true },
  landArea: { rule: referenceNumber, required: true },
  address: { rule: text, required: true },
  description: { rule: text },
  addedOnDate: { rule: referenceDate },
  handoverDate: { rule: referenceDate },
  saleStartDate: { rule: referenceDate },
  deletedAt: { rule: referenceDate },
  isActive: { rule: referenceBoolean },
  isSold: { rule: referenceBoolean },
  handoverQta: { rule: referenceRange(1, 4, true) },
  numOfBuildings: { rule: count },
  numOfFloors: { rule: count },
  numOfParking: { rule: count },
  numOfRooms: { rule: count },
  numOfBedrooms: { rule: count },
  numOfBathrooms: { rule: count },
  preHandoverPaymentPCT: { rule: percentage },
  completePCT: { rule: percentage },
  viewCount: { rule: count },
  roi: { rule: referenceNumber },
  latitude: { rule: referenceRange(-90, 90) },
  longitude: { rule: referenceRange(-180, 180) },
  mainImageURL: { rule: text },
  floorPlanImageURL: { rule: text },
  layoutImageURL: { rule: text },
  paymentPlanDetails: { rule: text },
  floorNumber: { rule: text },
  ownerShip: { rule: text },
  rejectedOrBlockReason: { rule: text },
  deletedReason: { rule: text },
  saleTypeId: { rule: id },
  propertyTypeId: { rule: id },
  propertyFurnishingStatusId: { rule: id },
  constructionStatusId: { rule: id },
  areaId: { rule: id },
  offeringTypeId: { rule: id },
  projectIdOfThis: { rule: id },
};

function referenceFailure(column: PropertyCsvColumn, raw: string | undefined): CsvCellFailure | undefined {
  const trimmed = raw === undefined ? '' : raw.trim();
  const { rule, required = false } = reference[column];
  if (trimmed === '') return required ? { ok: false, issue: 'required' } : undefined;
  return rule?.(trimmed);
}

// Every whitespace trim removes, and look-alikes it keeps (zero-width space, Mongolian vowel separator).
const spaces = [' ', '\t', '\n', '\r', '\v', '\f', '\u00a0', '\u1680', '\u2003', '\u200a', '\u2028', '\u2029', '\u202f', '\u205f', '\u3000', '\ufeff'];
const notSpaces = ['\u200b', '\u180e', '\u0085'];

const cases = [
  undefined,
  '',
  '0',
  '-0',
  '+7',
  '007',
  '5.',
  '.5',
  '+.5',
  '-.5',
  '.',
  '+',
  '-',
  '+-1',
  '1.2.3',
  '1,000',
  '1e3',
  '0x1A',
  'Infinity',
  'NaN',
  '١٢٣',
  '999999999999999',
  '9999999999999999',
  '9007199254740991',
  '9007199254740993',
  '123456789012345678901234567890',
  '-90',
  '-90.0000000000000001',
  '90.00000000000001',
  '89.99999999999999999',
  '-89.99999999999999999',
  '99.99999999999999999',
  '179.99999999999999999',
  '00.5',
  '90.000',
  '-180.0',
  '180',
  '-180.5',
  '1',
  '4',
  '5',
  '2.5',
  '3.0',
  '100',
  '100.0001',
  '12/31/2027',
  '1/1/2024',
  '01/01/2024',
  '001/1/2024',
  '1/001/2024',
  '2/29/2024',
  '2/29/2023',
  '2/29/2000',
  '2/29/1900',
  '2/29/0000',
  '2/29/0004',
  '2/29/0096',
  '2/29/0100',
  '2/29/0400',
  '4/31/2026',
  '13/1/2026',
  '0/1/2026',
  '1/0/2026',
  '1/32/2026',
  '1/1/26',
  '1/1/20261',
  '1-1-2026',
  '2026-12-31',
  '1//2026',
  '/1/2026',
  '1/1/',
  '1/1/２０２６',
  'TRUE',
  'true',
  'True',
  'tRuE',
  'FALSE',
  'false',
  'fAlSe',
  'truee',
  'tru',
  'yes',
  '1',
  'İ',
  'Marina Heights',
  'برج خليفة',
];

function parserFailure(parse: CsvCellParser<unknown>, raw: string | undefined) {
  const parsed = parse(raw);
  return parsed.ok ? undefined : parsed;
}

describe('propertyCsvCellChecks', () => {
  it('covers every column, in the same order as the parsers', () => {
    expect(Object.keys(propertyCsvCellChecks)).toEqual([...propertyCsvColumns]);
    expect(Object.keys(propertyCsvCellParsers)).toEqual([...propertyCsvColumns]);
  });

  it.each(propertyCsvColumns)('the check and the parser of %s follow the plain rules on edge cases, with and without surrounding whitespace', (column) => {
    const parse: CsvCellParser<unknown> = propertyCsvCellParsers[column];
    const check = propertyCsvCellChecks[column];
    for (const raw of cases) {
      const variants = raw === undefined ? [raw] : [raw, ...spaces.map((space) => `${space}${raw}${space}`), ...notSpaces.map((other) => `${other}${raw}`)];
      for (const variant of variants) {
        const expected = referenceFailure(column, variant);
        expect(parserFailure(parse, variant), `parser ${column} ${JSON.stringify(variant)}`).toEqual(expected);
        // Free text has no check: the row check skips it (only a required one can fail, on its own check).
        if (check !== null) expect(check(variant), `${column} ${JSON.stringify(variant)}`).toEqual(expected);
        else expect(expected, `${column} ${JSON.stringify(variant)}`).toBeUndefined();
      }
    }
  });

  it('the checks follow the plain rules on random strings of digits, signs, points, slashes and letters', () => {
    const random = createSeededRandom(20261122);
    const alphabet = ['0', '1', '2', '9', '.', '+', '-', '/', ' ', '\u00a0', 't', 'R', 'u', 'E', 'f', 'A', 'l', 's', 'e', 'x'];
    const same = (a: CsvCellFailure | undefined, b: CsvCellFailure | undefined) => a?.issue === b?.issue && a?.min === b?.min && a?.max === b?.max;
    const disagreements: string[] = [];
    for (let sample = 0; sample < 20_000; sample += 1) {
      const length = Math.floor(random.next() * 11);
      let raw = '';
      for (let index = 0; index < length; index += 1) raw += alphabet[Math.floor(random.next() * alphabet.length)] ?? '';
      for (const column of propertyCsvColumns) {
        const check = propertyCsvCellChecks[column];
        const expected = referenceFailure(column, raw);
        if (!same(check === null ? undefined : check(raw), expected)) disagreements.push(`${column} ${JSON.stringify(raw)}`);
      }
    }
    expect(disagreements).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { createSeededRandom } from '../fixtures/seededRandom';
import { propertyCsvCellChecks } from './propertyCsvCell.rules';
import { propertyCsvCellParsers } from './propertyCsvCellParsers';
import { propertyCsvColumns } from './propertyCsvColumns';
import type { CsvCellFailure, CsvCellParser } from './propertyCsvCells';

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

function expectedOf(parse: CsvCellParser<unknown>, raw: string | undefined) {
  const parsed = parse(raw);
  return parsed.ok ? undefined : parsed;
}

describe('propertyCsvCellChecks', () => {
  it('covers every column, in the same order as the parsers', () => {
    expect(Object.keys(propertyCsvCellChecks)).toEqual([...propertyCsvColumns]);
  });

  it.each(propertyCsvColumns)('agrees with the parser of %s on edge cases, with and without surrounding whitespace', (column) => {
    const parse: CsvCellParser<unknown> = propertyCsvCellParsers[column];
    const check = propertyCsvCellChecks[column];
    for (const raw of cases) {
      const variants = raw === undefined ? [raw] : [raw, ...spaces.map((space) => `${space}${raw}${space}`), ...notSpaces.map((other) => `${other}${raw}`)];
      for (const variant of variants) {
        const expected = expectedOf(parse, variant);
        if (check === null) expect(expected, `${column} ${JSON.stringify(variant)}`).toBeUndefined();
        else expect(check(variant), `${column} ${JSON.stringify(variant)}`).toEqual(expected);
      }
    }
  });

  it('agrees with every parser on random strings of digits, signs, points, slashes and letters', () => {
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
        const expected = expectedOf(propertyCsvCellParsers[column], raw);
        if (!same(check === null ? undefined : check(raw), expected)) disagreements.push(`${column} ${JSON.stringify(raw)}`);
      }
    }
    expect(disagreements).toEqual([]);
  });
});

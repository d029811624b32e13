import { describe, expect, it } from 'vitest';
import { propertyCsvColumns } from './propertyCsvColumns';
import { createPropertyCsvRowChecker, type PropertyCsvRowFailure } from './propertyCsvRow.rules';

type Reported = [column: string, failure: PropertyCsvRowFailure];

function validCells(): Record<string, string> {
  const cells: Record<string, string> = Object.fromEntries(propertyCsvColumns.map((column) => [column, '']));
  return Object.assign(cells, { name: 'Marina Heights 2BR', amount: '1850000', landArea: '1240', address: 'Dubai Marina, Dubai' });
}

function check(values: Record<string, string>, header: readonly string[] = propertyCsvColumns): { count: number; reported: Reported[] } {
  const reported: Reported[] = [];
  const cells = header.map((column) => values[column] ?? '');
  const count = createPropertyCsvRowChecker(header)(cells, (index, failure) => reported.push([index < 0 ? '(row)' : (header[index] ?? '?'), failure]));
  return { count, reported };
}

describe('createPropertyCsvRowChecker', () => {
  it('passes a row with the four required values and the rest empty', () => {
    expect(check(validCells())).toEqual({ count: 0, reported: [] });
  });

  it('reports each empty required column', () => {
    const { count, reported } = check({ ...validCells(), name: ' ', address: '' });
    expect(count).toBe(2);
    expect(reported).toEqual([
      ['name', { ok: false, issue: 'required' }],
      ['address', { ok: false, issue: 'required' }],
    ]);
  });

  it.each([
    ['amount', '1,850,000', { issue: 'number' }],
    ['numOfBedrooms', '2.5', { issue: 'integer' }],
    ['numOfParking', '-1', { issue: 'range', min: 0 }],
    ['completePCT', '101', { issue: 'range', min: 0, max: 100 }],
    ['preHandoverPaymentPCT', '-5', { issue: 'range', min: 0, max: 100 }],
    ['latitude', '91', { issue: 'range', min: -90, max: 90 }],
    ['longitude', '-180.5', { issue: 'range', min: -180, max: 180 }],
    ['handoverDate', '2026-12-31', { issue: 'date' }],
    ['saleStartDate', '2/30/2026', { issue: 'date' }],
    ['isActive', 'yes', { issue: 'boolean' }],
    ['areaId', '12.5', { issue: 'integer' }],
    ['projectIdOfThis', '0', { issue: 'range', min: 1 }],
  ])('refuses %s = %s', (column, value, failure) => {
    const { reported } = check({ ...validCells(), [column]: value });
    expect(reported).toEqual([[column, expect.objectContaining({ ok: false, ...failure })]]);
  });

  it.each([
    ['amount', '950000.50'],
    ['numOfBedrooms', '3'],
    ['completePCT', '100'],
    ['latitude', '-90'],
    ['longitude', '55.2708'],
    ['handoverDate', '12/31/2027'],
    ['isSold', 'false'],
    ['isActive', 'TRUE'],
    ['areaId', '14'],
    ['description', 'شقة فاخرة مع إطلالة على البحر, 2 غرف'],
  ])('accepts %s = %s', (column, value) => {
    expect(check({ ...validCells(), [column]: value }).count).toBe(0);
  });

  it('reads the header in any order and ignores columns it does not know', () => {
    const header = ['extra', ...[...propertyCsvColumns].reverse()];
    expect(check({ ...validCells(), extra: 'anything' }, header).count).toBe(0);
    const { reported } = check({ ...validCells(), amount: 'abc' }, header);
    expect(reported).toEqual([['amount', { ok: false, issue: 'number' }]]);
  });

  it('trims header names, including a byte-order mark', () => {
    const header = propertyCsvColumns.map((column, index) => (index === 0 ? `\uFEFF${column}` : ` ${column} `));
    const reported: Reported[] = [];
    createPropertyCsvRowChecker(header)(header.map(() => ''), (index, failure) => reported.push([propertyCsvColumns[index] ?? '', failure]));
    expect(reported.map(([column]) => column)).toEqual(['name', 'amount', 'landArea', 'address']);
  });

  it('reports a short or long row once, and still checks the cells it has', () => {
    const reported: Reported[] = [];
    const checker = createPropertyCsvRowChecker(propertyCsvColumns);
    const count = checker(['Villa', 'abc'], (index, failure) => reported.push([String(index), failure]));
    expect(reported[0]).toEqual(['-1', { ok: false, issue: 'cell-count', expected: 39, found: 2 }]);
    expect(reported.slice(1).map(([index, failure]) => [index, failure.issue])).toEqual([
      ['1', 'number'],
      ['2', 'required'],
      ['3', 'required'],
    ]);
    expect(count).toBe(4);
    const long = [...propertyCsvColumns.map((column) => validCells()[column] ?? ''), 'surplus'];
    const longReported: PropertyCsvRowFailure[] = [];
    expect(checker(long, (_, failure) => longReported.push(failure))).toBe(1);
    expect(longReported).toEqual([{ ok: false, issue: 'cell-count', expected: 39, found: 40 }]);
  });

  it('reports a cell longer than the backend stores in its field, known, free text or unknown', () => {
    const header = [...propertyCsvColumns, 'extra'];
    const atLimits = { ...validCells(), name: 'n'.repeat(255), description: 'd'.repeat(20_000), paymentPlanDetails: 'p'.repeat(2000), extra: 'x'.repeat(2048) };
    expect(check(atLimits, header).count).toBe(0);
    const { count, reported } = check(
      { ...atLimits, name: 'n'.repeat(256), description: 'd'.repeat(20_001), paymentPlanDetails: 'p'.repeat(2001), mainImageURL: 'u'.repeat(2049), extra: 'x'.repeat(2049) },
      header,
    );
    expect(reported).toEqual([
      ['name', { ok: false, issue: 'tooLong', max: 255 }],
      ['description', { ok: false, issue: 'tooLong', max: 20_000 }],
      ['mainImageURL', { ok: false, issue: 'tooLong', max: 2048 }],
      ['paymentPlanDetails', { ok: false, issue: 'tooLong', max: 2000 }],
      ['extra', { ok: false, issue: 'tooLong', max: 2048 }],
    ]);
    expect(count).toBe(5);
  });
});

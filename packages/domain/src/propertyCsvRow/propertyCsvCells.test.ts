import { describe, expect, it } from 'vitest';
import {
  csvNumberInRange,
  parseCsvBoolean,
  parseCsvCount,
  parseCsvDate,
  parseCsvHandoverQuarter,
  parseCsvId,
  parseCsvLatitude,
  parseCsvLongitude,
  parseCsvNumber,
  parseCsvPercentage,
  parseCsvText,
  requiredCsvCell,
} from './propertyCsvCells';

describe('CSV cell parsers', () => {
  it('reads an empty, blank or missing cell as no value', () => {
    for (const parse of [parseCsvText, parseCsvNumber, parseCsvDate, parseCsvBoolean, parseCsvId]) {
      expect(parse('')).toEqual({ ok: true, value: undefined });
      expect(parse('   ')).toEqual({ ok: true, value: undefined });
      expect(parse(undefined)).toEqual({ ok: true, value: undefined });
    }
  });

  it('trims text', () => {
    expect(parseCsvText('  Marina Heights Tower ')).toEqual({ ok: true, value: 'Marina Heights Tower' });
  });

  it('reads plain decimals only', () => {
    expect(parseCsvNumber('1850000')).toEqual({ ok: true, value: 1850000 });
    expect(parseCsvNumber(' 7.5 ')).toEqual({ ok: true, value: 7.5 });
    expect(parseCsvNumber('-3')).toEqual({ ok: true, value: -3 });
    expect(parseCsvNumber('.5')).toEqual({ ok: true, value: 0.5 });
    for (const raw of ['1,850,000', 'AED 900000', '0x1A', '1e3', 'Infinity', 'abc']) {
      expect(parseCsvNumber(raw)).toEqual({ ok: false, issue: 'number' });
    }
  });

  it('limits percentages to 0-100', () => {
    expect(parseCsvPercentage('40')).toEqual({ ok: true, value: 40 });
    expect(parseCsvPercentage('0')).toEqual({ ok: true, value: 0 });
    expect(parseCsvPercentage('100')).toEqual({ ok: true, value: 100 });
    expect(parseCsvPercentage('120')).toEqual({ ok: false, issue: 'range', min: 0, max: 100 });
    expect(parseCsvPercentage('-1')).toMatchObject({ ok: false, issue: 'range' });
  });

  it('limits latitude to -90..90 and longitude to -180..180', () => {
    expect(parseCsvLatitude('25.2048')).toEqual({ ok: true, value: 25.2048 });
    expect(parseCsvLatitude('95')).toEqual({ ok: false, issue: 'range', min: -90, max: 90 });
    expect(parseCsvLatitude('-90')).toMatchObject({ ok: true });
    expect(parseCsvLongitude('55.2708')).toEqual({ ok: true, value: 55.2708 });
    expect(parseCsvLongitude('-181')).toEqual({ ok: false, issue: 'range', min: -180, max: 180 });
    expect(parseCsvLongitude('north')).toEqual({ ok: false, issue: 'number' });
  });

  it('reads ids and counts as whole numbers', () => {
    expect(parseCsvId('12')).toEqual({ ok: true, value: 12 });
    expect(parseCsvId('1.5')).toEqual({ ok: false, issue: 'integer' });
    expect(parseCsvId('0')).toMatchObject({ ok: false, issue: 'range' });
    expect(parseCsvCount('0')).toEqual({ ok: true, value: 0 });
    expect(parseCsvCount('-2')).toMatchObject({ ok: false, issue: 'range' });
  });

  it('reads handover quarters 1 to 4', () => {
    expect(parseCsvHandoverQuarter('4')).toEqual({ ok: true, value: 4 });
    expect(parseCsvHandoverQuarter('5')).toEqual({ ok: false, issue: 'range', min: 1, max: 4 });
  });

  it('builds range parsers that allow fractions unless told otherwise', () => {
    expect(csvNumberInRange(0, 10)('2.5')).toEqual({ ok: true, value: 2.5 });
    expect(csvNumberInRange(0, 10, { integer: true })('2.5')).toEqual({ ok: false, issue: 'integer' });
  });

  it('reads TRUE and FALSE in any case, nothing else', () => {
    expect(parseCsvBoolean('TRUE')).toEqual({ ok: true, value: true });
    expect(parseCsvBoolean('false')).toEqual({ ok: true, value: false });
    expect(parseCsvBoolean(' False ')).toEqual({ ok: true, value: false });
    for (const raw of ['yes', 'no', '1', '0', 'T']) {
      expect(parseCsvBoolean(raw)).toEqual({ ok: false, issue: 'boolean' });
    }
  });

  it('reads M/D/YYYY dates as ISO dates', () => {
    expect(parseCsvDate('1/31/2024')).toEqual({ ok: true, value: '2024-01-31' });
    expect(parseCsvDate('12/05/2026')).toEqual({ ok: true, value: '2026-12-05' });
    expect(parseCsvDate('2/29/2024')).toEqual({ ok: true, value: '2024-02-29' });
  });

  it('refuses other date forms and impossible dates', () => {
    for (const raw of ['2024-01-31', '31/1/2024', '2/29/2025', '13/1/2024', '0/10/2024', '4/31/2024', '1/31/24']) {
      expect(parseCsvDate(raw), raw).toEqual({ ok: false, issue: 'date' });
    }
  });

  it('refuses an empty cell in a required column and passes failures through', () => {
    const requiredNumber = requiredCsvCell(parseCsvNumber);
    expect(requiredNumber('')).toEqual({ ok: false, issue: 'required' });
    expect(requiredNumber('x')).toEqual({ ok: false, issue: 'number' });
    expect(requiredNumber('950000')).toEqual({ ok: true, value: 950000 });
  });
});

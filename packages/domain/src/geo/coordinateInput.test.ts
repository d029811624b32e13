import { describe, expect, it } from 'vitest';
import { formatCoordinate, parseCoordinate, parsePointText, readPointText } from './coordinateInput';

describe('parseCoordinate', () => {
  it('reads plain, signed and spaced decimals', () => {
    expect(parseCoordinate('25.2048', 'latitude')).toEqual({ ok: true, value: 25.2048 });
    expect(parseCoordinate(' -33.8 ', 'latitude')).toEqual({ ok: true, value: -33.8 });
    expect(parseCoordinate('55 . 270 8', 'longitude')).toEqual({ ok: true, value: 55.2708 });
    expect(parseCoordinate('55.2708\u00A0', 'longitude')).toEqual({ ok: true, value: 55.2708 });
  });

  it('takes one comma as the decimal separator, and refuses a comma beside a dot', () => {
    expect(parseCoordinate('25,2048', 'latitude')).toEqual({ ok: true, value: 25.2048 });
    expect(parseCoordinate('1,234.5', 'longitude')).toEqual({ ok: false, reason: 'notANumber' });
    expect(parseCoordinate('25,2,1', 'latitude')).toEqual({ ok: false, reason: 'notANumber' });
  });

  it('reads Arabic-Indic digits and the Arabic decimal separator', () => {
    expect(parseCoordinate('\u0662\u0665\u066B\u0662\u0660\u0664\u0668', 'latitude')).toEqual({ ok: true, value: 25.2048 });
    expect(parseCoordinate('\u06F5\u06F5.\u06F2', 'longitude')).toEqual({ ok: true, value: 55.2 });
  });

  it('reads hemisphere letters and a degree sign, and refuses the other axis letter', () => {
    expect(parseCoordinate('25.2° N', 'latitude')).toEqual({ ok: true, value: 25.2 });
    expect(parseCoordinate('S 33.9', 'latitude')).toEqual({ ok: true, value: -33.9 });
    expect(parseCoordinate('0.12W', 'longitude')).toEqual({ ok: true, value: -0.12 });
    expect(parseCoordinate('25.2 E', 'latitude')).toEqual({ ok: false, reason: 'notANumber' });
  });

  it('says empty, not a number and out of range apart', () => {
    expect(parseCoordinate('   ', 'latitude')).toEqual({ ok: false, reason: 'empty' });
    expect(parseCoordinate('abc', 'latitude')).toEqual({ ok: false, reason: 'notANumber' });
    expect(parseCoordinate('1e5', 'longitude')).toEqual({ ok: false, reason: 'notANumber' });
    expect(parseCoordinate('90.000001', 'latitude')).toEqual({ ok: false, reason: 'outOfRange' });
    expect(parseCoordinate('-180.5', 'longitude')).toEqual({ ok: false, reason: 'outOfRange' });
    expect(parseCoordinate('180', 'longitude')).toEqual({ ok: true, value: 180 });
  });
});

describe('parsePointText', () => {
  it('reads a pasted pair in the usual shapes', () => {
    const point = { latitude: 25.2, longitude: 55.3 };
    expect(parsePointText('25.2, 55.3')).toEqual(point);
    expect(parsePointText('25.2,55.3')).toEqual(point);
    expect(parsePointText('25.2 55.3')).toEqual(point);
    expect(parsePointText('25,2 55,3')).toEqual(point);
    expect(parsePointText('25,2; 55,3')).toEqual(point);
    expect(parsePointText('\u0662\u0665\u066B\u0662\u060C \u0665\u0665\u066B\u0663')).toEqual(point);
    expect(parsePointText('25.2° N, 55.3° E')).toEqual(point);
  });

  it('gives null for one number, three numbers or a value out of range', () => {
    expect(parsePointText('25.2')).toBeNull();
    expect(parsePointText('1 2 3')).toBeNull();
    expect(parsePointText('95, 55')).toBeNull();
    expect(parsePointText('')).toBeNull();
  });
});

describe('readPointText', () => {
  it('says why a typed pair was refused, naming the axis of a bad number', () => {
    expect(readPointText('25.2, 55.3')).toEqual({ ok: true, point: { latitude: 25.2, longitude: 55.3 } });
    expect(readPointText('  ')).toEqual({ ok: false, reason: 'empty' });
    expect(readPointText('25.2')).toEqual({ ok: false, reason: 'notAPair' });
    expect(readPointText('1 2 3')).toEqual({ ok: false, reason: 'notAPair' });
    expect(readPointText('25.2, ')).toEqual({ ok: false, reason: 'notAPair' });
    expect(readPointText('95, 55')).toEqual({ ok: false, reason: 'outOfRange', axis: 'latitude' });
    expect(readPointText('25, 181')).toEqual({ ok: false, reason: 'outOfRange', axis: 'longitude' });
    expect(readPointText('abc, 55')).toEqual({ ok: false, reason: 'notANumber', axis: 'latitude' });
    expect(readPointText('25, 55.3 N')).toEqual({ ok: false, reason: 'notANumber', axis: 'longitude' });
  });
});

describe('formatCoordinate', () => {
  it('shows 6 decimals and no negative zero', () => {
    expect(formatCoordinate(25.2048)).toBe('25.204800');
    expect(formatCoordinate(55.27081234)).toBe('55.270812');
    expect(formatCoordinate(-0.0000001)).toBe('0.000000');
  });
});

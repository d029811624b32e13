import { describe, expect, it } from 'vitest';
import { isPropertyCsvColumn, propertyCsvColumns } from './propertyCsvColumns';

describe('property CSV columns', () => {
  it('holds 39 distinct columns, from name to projectIdOfThis', () => {
    expect(new Set(propertyCsvColumns).size).toBe(39);
    expect(propertyCsvColumns[0]).toBe('name');
    expect(propertyCsvColumns[8]).toBe('deletedAt');
    expect(propertyCsvColumns[38]).toBe('projectIdOfThis');
  });

  it('recognises header names exactly', () => {
    expect(isPropertyCsvColumn('landArea')).toBe(true);
    expect(isPropertyCsvColumn('LandArea')).toBe(false);
    expect(isPropertyCsvColumn(' landArea')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { propertyTypeLabel } from './propertyTypes';

describe('property types', () => {
  it('labels the fixed local list', () => {
    expect(propertyTypeLabel(1)).toBe('Commercial');
    expect(propertyTypeLabel(2)).toBe('Residential');
    expect(propertyTypeLabel(3)).toBeUndefined();
    expect(propertyTypeLabel(null)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { coordinateSchema, countSchema, idSchema, loginIdSchema, nonBlankStringSchema, percentageSchema } from './primitives.schema';

describe('schema primitives', () => {
  it('takes whole numbers as ids', () => {
    expect(idSchema.safeParse(12).success).toBe(true);
    expect(idSchema.safeParse(1.5).success).toBe(false);
    expect(idSchema.safeParse('12').success).toBe(false);
  });

  it('takes numeric or textual login ids, never empty', () => {
    expect(loginIdSchema.safeParse(5012).success).toBe(true);
    expect(loginIdSchema.safeParse('u-5012').success).toBe(true);
    expect(loginIdSchema.safeParse('').success).toBe(false);
  });

  it('refuses blank text', () => {
    expect(nonBlankStringSchema.safeParse('Dubai').success).toBe(true);
    expect(nonBlankStringSchema.safeParse(' \t').success).toBe(false);
  });

  it('takes coordinates as numbers or text', () => {
    expect(coordinateSchema.parse('25.2048')).toBe('25.2048');
    expect(coordinateSchema.parse(55.2708)).toBe(55.2708);
    expect(coordinateSchema.safeParse(null).success).toBe(false);
  });

  it('bounds percentages and counts', () => {
    expect(percentageSchema.safeParse(100).success).toBe(true);
    expect(percentageSchema.safeParse(100.1).success).toBe(false);
    expect(countSchema.safeParse(0).success).toBe(true);
    expect(countSchema.safeParse(-1).success).toBe(false);
  });
});

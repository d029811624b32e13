import { describe, expect, it } from 'vitest';
import { englishCount, englishPlural } from './englishCounts';

describe('englishCount', () => {
  it('groups thousands', () => {
    expect(englishCount(0)).toBe('0');
    expect(englishCount(999)).toBe('999');
    expect(englishCount(10_155)).toBe('10,155');
    expect(englishCount(1_250_000)).toBe('1,250,000');
  });
});

describe('englishPlural', () => {
  const inquiry = { one: 'inquiry', other: 'inquiries' };
  it('uses the singular for one only', () => {
    expect(englishPlural(1, inquiry)).toBe('inquiry');
    for (const count of [0, 2, 11, 21, 10_155]) expect(englishPlural(count, inquiry)).toBe('inquiries');
  });
});

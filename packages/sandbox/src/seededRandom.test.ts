import { describe, expect, it } from 'vitest';
import { createSeededRandom } from './seededRandom';

describe('createSeededRandom', () => {
  it('yields the same sequence for the same seed and another for another seed', () => {
    const a = createSeededRandom(42);
    const b = createSeededRandom(42);
    const c = createSeededRandom(7);
    const seqA = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(seqA);
    expect(Array.from({ length: 5 }, () => c.next())).not.toEqual(seqA);
  });

  it('keeps floats in [0, 1) and integers within both bounds', () => {
    const random = createSeededRandom(1);
    const ints = new Set<number>();
    for (let i = 0; i < 2000; i += 1) {
      const value = random.next();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
      ints.add(random.int(1, 5));
    }
    expect([...ints].sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('picks every element of a list over enough draws', () => {
    const random = createSeededRandom(3);
    const seen = new Set(Array.from({ length: 200 }, () => random.pick(['Dubai Marina', 'Al Reem Island', 'JVC'] as const)));
    expect(seen).toEqual(new Set(['Dubai Marina', 'Al Reem Island', 'JVC']));
  });
});

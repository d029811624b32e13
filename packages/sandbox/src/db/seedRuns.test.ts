import { describe, expect, it } from 'vitest';
import { decodeRuns, encodeRuns, fingerprint, isUnchanged } from './seedRuns';

const seed = [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }, { id: 5 }];
const texts = seed.map((record) => JSON.stringify(record));

describe('seed runs', () => {
  it.each([
    ['the seed itself', seed],
    ['a changed record', [{ id: 1 }, { id: 2, x: 'changed' }, { id: 3 }, { id: 4 }, { id: 5 }]],
    ['removed and added records', [{ id: 2 }, { id: 3 }, { id: 5 }, { id: 6 }]],
    ['records in another order', [{ id: 4 }, { id: 5 }, { id: 1 }, { id: 2 }, { id: 3 }]],
    ['a record twice', [{ id: 1 }, { id: 1 }, { id: 2 }]],
    ['no records', []],
  ])('rebuild %s exactly', (_, records) => {
    expect(decodeRuns(encodeRuns(records, texts), seed)).toEqual(records);
  });

  it('say an untouched seed in one run, and keep unchanged records out of the saved form', () => {
    expect(encodeRuns(seed, texts)).toEqual([[0, 5]]);
    expect(isUnchanged(encodeRuns(seed, texts), seed.length)).toBe(true);
    expect(isUnchanged([], 0)).toBe(true);
    expect(encodeRuns([{ id: 1 }, { id: 2, x: 'changed' }, { id: 3 }, { id: 4 }, { id: 5 }], texts)).toEqual([[0, 1], { id: 2, x: 'changed' }, [2, 5]]);
  });

  it('refuse runs that do not fit the seed', () => {
    expect(() => decodeRuns([[0, 6]], seed)).toThrow();
    expect(() => decodeRuns([[2, 2]], seed)).toThrow();
    expect(() => decodeRuns(['text'], seed)).toThrow();
    expect(() => decodeRuns({}, seed)).toThrow();
  });

  it('tell seeds apart by their fingerprint', () => {
    expect(fingerprint(texts)).toBe(fingerprint([...texts]));
    expect(fingerprint(texts)).not.toBe(fingerprint([...texts.slice(0, 4), JSON.stringify({ id: 6 })]));
    expect(fingerprint(['ab', 'c'])).not.toBe(fingerprint(['a', 'bc']));
  });
});

import { describe, expect, it } from 'vitest';
import { filterByRsql } from './rsqlEvaluator';
import { equalsValue, likeValue } from './rsqlValueMatching';

const bare = (text: string) => ({ text, quoted: false });

// What wildcards meant when they were a regular expression (`.*` per star, flags `is`): the reference
// the matcher must agree with, run here only on inputs too small to backtrack for long.
function referenceMatch(pattern: string, text: string, anchored: boolean): boolean {
  const body = pattern
    .split('*')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(anchored ? `^${body}$` : body, 'is').test(text);
}

// A small deterministic generator, so a failure names a reproducible case.
function* samples(seed: number, count: number, alphabet: readonly string[], maxLength: number): Generator<string> {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state;
  };
  for (let index = 0; index < count; index += 1) {
    const length = next() % (maxLength + 1);
    yield Array.from({ length }, () => alphabet[next() % alphabet.length]).join('');
  }
}

describe('wildcards: the same matches as the regular expressions they replace', () => {
  const letters = ['a', 'A', 'b', 'é', 'É', 'ß', 'ſ', 's', 'S', 'K', 'k', 'İ', 'i', '\n', '.', 'ب'];
  const texts = [...samples(7, 60, letters, 6)];
  const patterns = [...samples(11, 150, [...letters, '*', '*', '*'], 5)];
  // Letters whose upper case is longer, or crosses into ASCII, or is another letter's.
  const pairs = [
    ['Straße', '*SS*'],
    ['Straße', '*ß*'],
    ['STRASSE', '*ß*'],
    ['ſun', 's*'],
    ['sun', 'ſ*'],
    ['İstanbul', 'i*'],
    ['istanbul', 'İ*'],
    ['Kelvin', 'K*'],
    ['Éclair', 'é*'],
    ['a\nb', 'a*b'],
  ];

  it('agrees on == (whole text) and =like= (anywhere), case folded as before', () => {
    const disagreements: string[] = [];
    for (const pattern of patterns) {
      for (const text of texts) {
        if (pattern.includes('*') && equalsValue(text, bare(pattern)) !== referenceMatch(pattern, text, true)) {
          disagreements.push(`${JSON.stringify(text)}==${JSON.stringify(pattern)}`);
        }
        if (likeValue(text, bare(pattern)) !== referenceMatch(pattern, text, false)) {
          disagreements.push(`${JSON.stringify(text)}=like=${JSON.stringify(pattern)}`);
        }
      }
    }
    for (const [text = '', pattern = ''] of pairs) {
      if (equalsValue(text, bare(pattern)) !== referenceMatch(pattern, text, true)) disagreements.push(`${text}==${pattern}`);
      if (likeValue(text, bare(pattern)) !== referenceMatch(pattern, text, false)) disagreements.push(`${text}=like=${pattern}`);
    }
    expect(disagreements).toEqual([]);
  });

  it('matches numbers by their text', () => {
    expect(equalsValue(2500000, bare('*00000'))).toBe(referenceMatch('*00000', '2500000', true));
    expect(likeValue(12, bare('2'))).toBe(true);
  });
});

describe('wildcards: time', () => {
  const elapsedMs = (run: () => unknown) => {
    const start = performance.now();
    run();
    return performance.now() - start;
  };

  it('does not backtrack on a run of stars that cannot match', () => {
    // As a regular expression this took seconds: each star multiplied the work by about three.
    const records = [{ name: 'x'.repeat(30) }];
    expect(elapsedMs(() => expect(filterByRsql(records, `name=='${'*'.repeat(9)}~'`)).toEqual([]))).toBeLessThan(100);
  });

  it('does not backtrack on stars between letters either', () => {
    const records = [{ name: 'a'.repeat(30) }];
    const pattern = `${'*a'.repeat(9)}*b`;
    expect(elapsedMs(() => expect(filterByRsql(records, `name=='${pattern}'`)).toEqual([]))).toBeLessThan(100);
    expect(elapsedMs(() => expect(filterByRsql(records, `name=like='${pattern}'`)).toEqual([]))).toBeLessThan(100);
  });
});

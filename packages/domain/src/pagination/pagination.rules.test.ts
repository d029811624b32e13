import { describe, expect, it } from 'vitest';
import { clampPage, pageAfterRemoval, pageCount, slicePage } from './pagination.rules';

describe('pageCount', () => {
  it('rounds up', () => {
    expect(pageCount(21, 10)).toBe(3);
    expect(pageCount(20, 10)).toBe(2);
    expect(pageCount(1, 9)).toBe(1);
  });

  it('is 0 for nothing, negatives or non-numbers', () => {
    expect(pageCount(0, 10)).toBe(0);
    expect(pageCount(-5, 10)).toBe(0);
    expect(pageCount(Number.NaN, 10)).toBe(0);
  });

  it('refuses page sizes that are not positive whole numbers', () => {
    expect(() => pageCount(10, 0)).toThrow(RangeError);
    expect(() => pageCount(10, -1)).toThrow(RangeError);
    expect(() => pageCount(10, 2.5)).toThrow(RangeError);
  });
});

describe('clampPage', () => {
  it('keeps pages in range', () => {
    expect(clampPage(2, 5)).toBe(2);
    expect(clampPage(7, 5)).toBe(4);
    expect(clampPage(-1, 5)).toBe(0);
    expect(clampPage(2.7, 5)).toBe(2);
  });

  it('is 0 without pages or for non-numbers', () => {
    expect(clampPage(3, 0)).toBe(0);
    expect(clampPage(Number.NaN, 5)).toBe(0);
    expect(clampPage(3, Number.NaN)).toBe(0);
  });
});

describe('pageAfterRemoval', () => {
  it('moves back one page when the only item of a page above 0 goes', () => {
    expect(pageAfterRemoval(3, 1)).toBe(2);
  });

  it('stays when items remain or on page 0', () => {
    expect(pageAfterRemoval(3, 2)).toBe(3);
    expect(pageAfterRemoval(0, 1)).toBe(0);
  });

  it('moves back when several removed items empty the page', () => {
    expect(pageAfterRemoval(2, 3, 3)).toBe(1);
    expect(pageAfterRemoval(2, 4, 3)).toBe(2);
  });
});

describe('slicePage', () => {
  const items = Array.from({ length: 23 }, (_, index) => index);

  it('cuts the requested page', () => {
    expect(slicePage(items, 1, 10)).toEqual({
      content: [10, 11, 12, 13, 14, 15, 16, 17, 18, 19],
      number: 1,
      size: 10,
      totalElements: 23,
      totalPages: 3,
      first: false,
      last: false,
      empty: false,
    });
  });

  it('marks first and last pages', () => {
    expect(slicePage(items, 0, 10)).toMatchObject({ first: true, last: false });
    expect(slicePage(items, 2, 10)).toMatchObject({ content: [20, 21, 22], first: false, last: true });
  });

  it('shows the last page when asked past the end', () => {
    expect(slicePage(items, 9, 10)).toMatchObject({ number: 2, content: [20, 21, 22] });
  });

  it('gives an empty first page for an empty list', () => {
    expect(slicePage([], 4, 10)).toEqual({
      content: [],
      number: 0,
      size: 10,
      totalElements: 0,
      totalPages: 0,
      first: true,
      last: true,
      empty: true,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { clampPage, ellipsisRange, toPageCount, windowRange, type PaginationItem } from './paginationRange';

/** Renders items the way a reader sees them: 1-based page numbers and '…' for gaps. */
function shown(items: PaginationItem[]): string {
  return items.map((item) => (item.type === 'page' ? String(item.page + 1) : '…')).join(' ');
}

describe('toPageCount', () => {
  it('floors the count and turns negative or non-finite counts into 0', () => {
    expect(toPageCount(7)).toBe(7);
    expect(toPageCount(7.9)).toBe(7);
    expect(toPageCount(-1)).toBe(0);
    expect(toPageCount(Number.NaN)).toBe(0);
    expect(toPageCount(Number.POSITIVE_INFINITY)).toBe(0);
  });
});

describe('clampPage', () => {
  it('keeps a page inside the range', () => {
    expect(clampPage(3, 10)).toBe(3);
    expect(clampPage(-2, 10)).toBe(0);
    expect(clampPage(42, 10)).toBe(9);
  });

  it('floors fractional input and returns 0 without pages or with a non-finite page', () => {
    expect(clampPage(2.7, 10)).toBe(2);
    expect(clampPage(4, 0)).toBe(0);
    expect(clampPage(Number.NaN, 10)).toBe(0);
    expect(clampPage(3, Number.POSITIVE_INFINITY)).toBe(0);
  });
});

describe('ellipsisRange', () => {
  it('is empty without pages, including negative and non-finite counts', () => {
    expect(ellipsisRange(0, 0)).toEqual([]);
    expect(ellipsisRange(0, -3)).toEqual([]);
    expect(ellipsisRange(0, Number.NaN)).toEqual([]);
  });

  it('lists every page up to five pages, whatever the current page', () => {
    expect(shown(ellipsisRange(0, 1))).toBe('1');
    expect(shown(ellipsisRange(1, 2))).toBe('1 2');
    expect(shown(ellipsisRange(4, 5))).toBe('1 2 3 4 5');
    expect(shown(ellipsisRange(0, 5, 0))).toBe('1 2 3 4 5');
  });

  it('from six pages shows first, current with neighbours, last and an ellipsis at the end', () => {
    expect(shown(ellipsisRange(0, 6))).toBe('1 2 … 6');
    expect(shown(ellipsisRange(1, 10))).toBe('1 2 3 … 10');
  });

  it('puts the ellipsis at the start near the last page', () => {
    expect(shown(ellipsisRange(5, 6))).toBe('1 … 5 6');
    expect(shown(ellipsisRange(8, 10))).toBe('1 … 8 9 10');
    expect(shown(ellipsisRange(9, 10))).toBe('1 … 9 10');
  });

  it('shows an ellipsis on both sides in the middle', () => {
    expect(shown(ellipsisRange(4, 10))).toBe('1 … 4 5 6 … 10');
    expect(shown(ellipsisRange(49, 100))).toBe('1 … 49 50 51 … 100');
  });

  it('shows the single hidden page instead of an ellipsis', () => {
    expect(shown(ellipsisRange(2, 6))).toBe('1 2 3 4 5 6');
    expect(shown(ellipsisRange(3, 10))).toBe('1 2 3 4 5 … 10');
    expect(shown(ellipsisRange(6, 10))).toBe('1 … 6 7 8 9 10');
  });

  it('honours the sibling count, including none and a fractional or negative one', () => {
    expect(shown(ellipsisRange(4, 10, 0))).toBe('1 … 5 … 10');
    expect(shown(ellipsisRange(5, 12, 2))).toBe('1 … 4 5 6 7 8 … 12');
    expect(shown(ellipsisRange(4, 10, 1.9))).toBe('1 … 4 5 6 … 10');
    expect(shown(ellipsisRange(4, 10, -1))).toBe('1 … 5 … 10');
    expect(shown(ellipsisRange(0, 10, 0))).toBe('1 … 10');
  });

  it('clamps an out-of-range current page', () => {
    expect(shown(ellipsisRange(-5, 10))).toBe('1 2 … 10');
    expect(shown(ellipsisRange(99, 10))).toBe('1 … 9 10');
  });

  it('gives each ellipsis a distinct key', () => {
    const keys = ellipsisRange(4, 10).flatMap((item) => (item.type === 'ellipsis' ? [item.key] : []));
    expect(keys).toEqual(['ellipsis-start', 'ellipsis-end']);
  });
});

describe('windowRange', () => {
  it('is empty without pages', () => {
    expect(windowRange(0, 0, 5)).toEqual([]);
    expect(windowRange(3, -1, 3)).toEqual([]);
  });

  it('shows every page when there are fewer pages than the window', () => {
    expect(windowRange(0, 2, 5)).toEqual([0, 1]);
    expect(windowRange(2, 3, 5)).toEqual([0, 1, 2]);
  });

  it('centres a window of five on the current page', () => {
    expect(windowRange(5, 20, 5)).toEqual([3, 4, 5, 6, 7]);
  });

  it('centres a window of three on the current page', () => {
    expect(windowRange(5, 20, 3)).toEqual([4, 5, 6]);
  });

  it('keeps the window full at the start', () => {
    expect(windowRange(0, 20, 5)).toEqual([0, 1, 2, 3, 4]);
    expect(windowRange(1, 20, 5)).toEqual([0, 1, 2, 3, 4]);
    expect(windowRange(0, 20, 3)).toEqual([0, 1, 2]);
  });

  it('keeps the window full at the end', () => {
    expect(windowRange(19, 20, 5)).toEqual([15, 16, 17, 18, 19]);
    expect(windowRange(18, 20, 5)).toEqual([15, 16, 17, 18, 19]);
    expect(windowRange(19, 20, 3)).toEqual([17, 18, 19]);
  });

  it('places the extra page of an even window after the current page', () => {
    expect(windowRange(5, 20, 4)).toEqual([4, 5, 6, 7]);
  });

  it('treats a window below one, or not a number, as a single page', () => {
    expect(windowRange(5, 20, 0)).toEqual([5]);
    expect(windowRange(5, 20, Number.NaN)).toEqual([5]);
  });

  it('clamps an out-of-range current page', () => {
    expect(windowRange(50, 20, 3)).toEqual([17, 18, 19]);
    expect(windowRange(-4, 20, 3)).toEqual([0, 1, 2]);
  });
});

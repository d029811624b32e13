import { describe, expect, it } from 'vitest';
import { compactPageItems, pageWindow } from './pageButtons.rules';

describe('compactPageItems', () => {
  it('lists every page up to 5, and none without pages', () => {
    expect(compactPageItems(0, 5)).toEqual([0, 1, 2, 3, 4]);
    expect(compactPageItems(0, 1)).toEqual([0]);
    expect(compactPageItems(0, 0)).toEqual([]);
  });

  it('shows first, current and last with ellipses beyond 5', () => {
    expect(compactPageItems(4, 10)).toEqual([0, 'start-ellipsis', 4, 'end-ellipsis', 9]);
  });

  it('leaves out ellipses where there is no gap', () => {
    expect(compactPageItems(0, 10)).toEqual([0, 'end-ellipsis', 9]);
    expect(compactPageItems(1, 10)).toEqual([0, 1, 'end-ellipsis', 9]);
    expect(compactPageItems(8, 10)).toEqual([0, 'start-ellipsis', 8, 9]);
    expect(compactPageItems(9, 10)).toEqual([0, 'start-ellipsis', 9]);
  });

  it('clamps the current page and takes the threshold as a parameter', () => {
    expect(compactPageItems(42, 10)).toEqual([0, 'start-ellipsis', 9]);
    expect(compactPageItems(-3, 10)).toEqual([0, 'end-ellipsis', 9]);
    expect(compactPageItems(0, 7, 7)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
});

describe('pageWindow', () => {
  it('centres the window on the current page', () => {
    expect(pageWindow(5, 10, 5)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(5, 10, 3)).toEqual([4, 5, 6]);
    expect(pageWindow(5, 10, 4)).toEqual([4, 5, 6, 7]);
  });

  it('keeps the window within the pages', () => {
    expect(pageWindow(0, 10, 5)).toEqual([0, 1, 2, 3, 4]);
    expect(pageWindow(9, 10, 5)).toEqual([5, 6, 7, 8, 9]);
    expect(pageWindow(30, 10, 3)).toEqual([7, 8, 9]);
  });

  it('shows every page when there are fewer than the window', () => {
    expect(pageWindow(1, 2, 5)).toEqual([0, 1]);
  });

  it('is empty without pages or buttons', () => {
    expect(pageWindow(0, 0, 5)).toEqual([]);
    expect(pageWindow(0, 5, 0)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { sortBy } from './sortBy';

const rows = [
  { id: 1, name: 'banana', price: 10, status: { id: 2 }, active: true },
  { id: 2, name: 'Apple', price: 9, status: { id: 1 }, active: false },
  { id: 3, name: 'cherry', price: null, status: { id: 2 }, active: true },
  { id: 4, name: 'apple', price: 100, status: null, active: false },
];
const ids = (sorted: { id: number }[]) => sorted.map((row) => row.id);

describe('sortBy', () => {
  it('keeps the order and returns a copy without orders', () => {
    const sorted = sortBy(rows, []);
    expect(sorted).toEqual(rows);
    expect(sorted).not.toBe(rows);
  });

  it('orders numbers numerically, nulls last ascending and first descending', () => {
    expect(ids(sortBy(rows, [{ property: 'price', direction: 'ASC' }]))).toEqual([2, 1, 4, 3]);
    expect(ids(sortBy(rows, [{ property: 'price', direction: 'DESC' }]))).toEqual([3, 4, 1, 2]);
  });

  it('orders text as English: letters first, lower case before upper case on a tie', () => {
    expect(ids(sortBy(rows, [{ property: 'name', direction: 'ASC' }]))).toEqual([4, 2, 1, 3]);
  });

  it('breaks ties with the next order, on dotted paths and booleans', () => {
    expect(ids(sortBy(rows, [{ property: 'status.id', direction: 'DESC' }, { property: 'id', direction: 'DESC' }]))).toEqual([4, 3, 1, 2]);
    expect(ids(sortBy(rows, [{ property: 'active', direction: 'ASC' }, { property: 'id', direction: 'ASC' }]))).toEqual([2, 4, 1, 3]);
  });
});

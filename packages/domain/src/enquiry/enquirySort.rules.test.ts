import { describe, expect, it } from 'vitest';
import { shuffled } from '../fixtures/randomPicks';
import { createSeededRandom } from '../fixtures/seededRandom';
import { createEnquiry } from './enquiry.fixtures';
import { type Enquiry } from './enquiry.schema';
import { defaultEnquirySort, enquirySortColumns, isEnquirySortColumn, isSortDirection, sortDirections, sortEnquiries, type EnquirySortColumn } from './enquirySort.rules';

const ids = (enquiries: readonly Enquiry[]) => enquiries.map((enquiry) => enquiry.id);

const item = (id: number, overrides: Partial<Enquiry>) => createEnquiry(id, { id, ...overrides });

// Each column orders this list differently; id 4 and 5 share a name, email, status and date to show the tie-break.
const list = [
  item(3, { name: 'Charlie', email: 'c@example.com', status: 'CLOSED', note: 'Beta', createdAt: '2026-03-01T09:00:00' }),
  item(1, { name: 'alice', email: 'b@example.com', status: 'IN_PROGRESS', note: null, createdAt: '2026-05-01T09:00:00' }),
  item(4, { name: 'Bob', email: 'a@example.com', status: 'NEW', note: 'alpha', createdAt: '2025-12-31T23:59:59' }),
  item(2, { name: 'Dana', email: 'd@example.com', status: 'RESOLVED', note: 'Gamma', createdAt: '2026-01-15T12:00:00' }),
  item(5, { name: 'BOB', email: 'A@example.com', status: 'NEW', note: undefined, createdAt: '2025-12-31T23:59:59' }),
];

describe('sortEnquiries', () => {
  it.each<[EnquirySortColumn, number[]]>([
    ['id', [1, 2, 3, 4, 5]],
    ['name', [1, 5, 4, 3, 2]],
    ['email', [5, 4, 1, 3, 2]],
    ['status', [5, 4, 1, 2, 3]],
    ['note', [5, 1, 4, 3, 2]],
    ['createdAt', [5, 4, 2, 3, 1]],
  ])('sorts by %s ascending, ties newest id first', (column, expected) => {
    expect(ids(sortEnquiries(list, { column, direction: 'ascending' }))).toEqual(expected);
  });

  it.each<[EnquirySortColumn, number[]]>([
    ['id', [5, 4, 3, 2, 1]],
    ['name', [2, 3, 5, 4, 1]],
    ['email', [2, 3, 1, 5, 4]],
    ['status', [3, 2, 1, 5, 4]],
    ['note', [2, 3, 4, 5, 1]],
    ['createdAt', [1, 3, 2, 5, 4]],
  ])('sorts by %s descending, ties still newest id first', (column, expected) => {
    expect(ids(sortEnquiries(list, { column, direction: 'descending' }))).toEqual(expected);
  });

  it('orders status by workflow (New, In Progress, Resolved, Closed), not alphabetically', () => {
    const sorted = sortEnquiries(list, { column: 'status', direction: 'ascending' });
    expect(sorted.map((enquiry) => enquiry.status)).toEqual(['NEW', 'NEW', 'IN_PROGRESS', 'RESOLVED', 'CLOSED']);
  });

  it('puts missing notes (null or undefined) before written ones and ties them by id', () => {
    const sorted = sortEnquiries(list, { column: 'note', direction: 'ascending' });
    expect(sorted.slice(0, 2).map((enquiry) => enquiry.note ?? null)).toEqual([null, null]);
    expect(ids(sorted.slice(0, 2))).toEqual([5, 1]);
  });

  it('compares text ignoring case and numbers by value', () => {
    const numbered = [item(1, { name: 'Unit 10' }), item(2, { name: 'unit 9' }), item(3, { name: 'Unit 100' })];
    expect(ids(sortEnquiries(numbered, { column: 'name', direction: 'ascending' }))).toEqual([2, 1, 3]);
  });

  it('gives the same order whatever order the list comes in', () => {
    const random = createSeededRandom(7);
    const seeded = Array.from({ length: 60 }, (_, index) => createEnquiry(index + 500, { id: index + 1 }));
    for (const column of enquirySortColumns) {
      for (const direction of ['ascending', 'descending'] as const) {
        const expected = ids(sortEnquiries(seeded, { column, direction }));
        expect(ids(sortEnquiries(shuffled(random, seeded), { column, direction }))).toEqual(expected);
      }
    }
  });

  it('leaves the input untouched and returns a new array', () => {
    const before = ids(list);
    const sorted = sortEnquiries(list, defaultEnquirySort);
    expect(ids(list)).toEqual(before);
    expect(sorted).not.toBe(list);
    expect(sortEnquiries([], defaultEnquirySort)).toEqual([]);
  });

  it('defaults to id descending', () => {
    expect(defaultEnquirySort).toEqual({ column: 'id', direction: 'descending' });
    expect(ids(sortEnquiries(list, defaultEnquirySort))).toEqual([5, 4, 3, 2, 1]);
  });
});

describe('isEnquirySortColumn', () => {
  it('accepts every table column', () => {
    expect(enquirySortColumns).toEqual(['id', 'name', 'email', 'status', 'note', 'createdAt']);
    for (const column of enquirySortColumns) expect(isEnquirySortColumn(column)).toBe(true);
  });

  it('refuses other values', () => {
    for (const value of ['phone', 'message', 'ID', '', null, undefined, 3]) expect(isEnquirySortColumn(value)).toBe(false);
  });
});

describe('isSortDirection', () => {
  it('accepts the two directions and refuses anything else', () => {
    for (const direction of sortDirections) expect(isSortDirection(direction)).toBe(true);
    for (const value of ['asc', 'desc', 'Ascending', '', null, undefined, 1]) expect(isSortDirection(value)).toBe(false);
  });
});

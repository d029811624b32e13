import { defaultEnquiryViewState, type Enquiry } from '@marketplace/domain';
import { createEnquiry } from '@marketplace/domain/fixtures';
import { describe, expect, it } from 'vitest';
import { expectedLeading, listChange, pickSearchCharacter, showsChange, sortAfterPress } from './expectedRows';

const item = (id: number, name: string, email: string, status: Enquiry['status'] = 'NEW') =>
  createEnquiry(id, { id, name, email, status, phone: null, message: null, note: null });

const list = [
  item(1, 'Zara', 'zara@example.com'),
  item(2, 'Adam', 'adam@example.com', 'CLOSED'),
  item(3, 'Maya', 'maya@example.com'),
  item(4, 'Omar', 'omar@example.com'),
];

describe('expectedLeading', () => {
  it('sorts then filters like the view', () => {
    expect(expectedLeading(list, defaultEnquiryViewState, 2).map((enquiry) => enquiry.id)).toEqual([4, 3]);
    const byName = { ...defaultEnquiryViewState, sort: { column: 'name', direction: 'ascending' } } as const;
    expect(expectedLeading(list, byName, 4).map((enquiry) => enquiry.id)).toEqual([2, 3, 4, 1]);
    expect(expectedLeading(list, { ...byName, search: 'a', status: 'NEW' }, 4).map((enquiry) => enquiry.id)).toEqual([3, 4, 1]);
  });
});

describe('listChange and showsChange', () => {
  const before = expectedLeading(list, defaultEnquiryViewState, 2);
  const byName = { ...defaultEnquiryViewState, sort: { column: 'name', direction: 'ascending' } } as const;

  it('expects the new leading rows and the absence of old ones the new order pushes out', () => {
    expect(listChange(list, before, byName, { leading: 1, window: 1 })).toEqual({
      present: ['adam@example.com'],
      absent: ['omar@example.com', 'maya@example.com'],
    });
  });

  it('does not expect the absence of old rows that stay within the rendered window', () => {
    expect(listChange(list, before, byName, { leading: 1, window: 3 }).absent).toEqual([]);
  });

  it('holds only once the new rows show and the old ones went', () => {
    const change = { present: ['adam@example.com'], absent: ['omar@example.com'] };
    expect(showsChange(['4 Omar omar@example.com', '3 Maya maya@example.com'], change)).toBe(false);
    expect(showsChange(['2 Adam adam@example.com', '4 Omar omar@example.com'], change)).toBe(false);
    expect(showsChange(['2 Adam adam@example.com', '3 Maya maya@example.com'], change)).toBe(true);
  });
});

describe('pickSearchCharacter', () => {
  it('picks a character the leading enquiry lacks that keeps a share of the list', () => {
    const pool = [item(1, 'Kim', 'kim@example.com'), item(2, 'Kai', 'kai@example.com'), item(3, 'Vic', 'vic@example.com')];
    const leading = pool[2];
    if (!leading) throw new Error('fixture');
    expect(pickSearchCharacter(pool, leading, { candidates: 'vk', maxShare: 0.7 })).toBe('k');
  });

  it('skips characters that keep too little or too much of the list', () => {
    const pool = [item(1, 'Kim', 'kim@example.com'), item(2, 'Kai', 'kai@example.com'), item(3, 'Vic', 'vic@example.com')];
    const leading = pool[0];
    if (!leading) throw new Error('fixture');
    expect(pickSearchCharacter(pool, leading, { candidates: 'zv', minShare: 0.3 })).toBe('v');
    expect(() => pickSearchCharacter(pool, leading, { candidates: 'z', minShare: 0.3 })).toThrow(/none of 'z'/);
  });
});

describe('sortAfterPress', () => {
  it('starts another column ascending and flips the sorted one', () => {
    expect(sortAfterPress({ column: 'id', direction: 'descending' }, 'name')).toEqual({ column: 'name', direction: 'ascending' });
    expect(sortAfterPress({ column: 'name', direction: 'ascending' }, 'name')).toEqual({ column: 'name', direction: 'descending' });
    expect(sortAfterPress({ column: 'name', direction: 'descending' }, 'name')).toEqual({ column: 'name', direction: 'ascending' });
  });
});

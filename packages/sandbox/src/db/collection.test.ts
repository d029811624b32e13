import { describe, expect, it } from 'vitest';
import { createCollection } from './collection';

interface Enquiry {
  id: number;
  name: string;
  status: string;
  tags: string[];
}

const seed = (): Enquiry[] => [
  { id: 1, name: 'Aisha', status: 'NEW', tags: ['villa'] },
  { id: 4, name: 'Omar', status: 'CLOSED', tags: [] },
];

describe('createCollection', () => {
  it('lists in insertion order, filters, finds and gets by number or text id', () => {
    const enquiries = createCollection(seed());
    expect(enquiries.list().map((item) => item.id)).toEqual([1, 4]);
    expect(enquiries.list((item) => item.status === 'NEW')).toEqual([seed()[0]]);
    expect(enquiries.find((item) => item.name === 'Omar')?.id).toBe(4);
    expect(enquiries.find((item) => item.name === 'Nobody')).toBeUndefined();
    expect(enquiries.get(4)?.name).toBe('Omar');
    expect(enquiries.get('4')?.name).toBe('Omar');
    expect(enquiries.get(99)).toBeUndefined();
    expect(enquiries.count()).toBe(2);
  });

  it('never shares state with the seed or with what it returns', () => {
    const source = seed();
    const enquiries = createCollection(source);
    source[0]!.name = 'changed';
    const listed = enquiries.list();
    listed[0]!.tags.push('mutated');
    enquiries.get(1)!.status = 'mutated';
    enquiries.find((item) => item.id === 1)!.name = 'mutated';
    expect(enquiries.get(1)).toEqual(seed()[0]);
  });

  it('inserts with the next numeric id, or the given one, and copies the input', () => {
    const enquiries = createCollection(seed());
    const input = { name: 'Fatima', status: 'NEW', tags: ['apartment'] };
    const created = enquiries.insert(input);
    expect(created).toEqual({ ...input, id: 5 });
    input.tags.push('mutated');
    expect(enquiries.get(5)?.tags).toEqual(['apartment']);
    expect(enquiries.insert({ id: 10, name: 'Khalid', status: 'NEW', tags: [] }).id).toBe(10);
    expect(enquiries.insert({ name: 'Layla', status: 'NEW', tags: [] }).id).toBe(11);
  });

  it('refuses an id already taken', () => {
    const enquiries = createCollection(seed());
    expect(() => enquiries.insert({ id: 4, name: 'Dup', status: 'NEW', tags: [] })).toThrow('A record with id 4 already exists');
  });

  it('starts at 1 when empty, and uses nextId for text ids', () => {
    expect(createCollection<Enquiry>([]).insert({ name: 'A', status: 'NEW', tags: [] }).id).toBe(1);
    const files = createCollection<{ id: string; size: number }>([{ id: 'f-1', size: 1 }], { nextId: (ids) => `f-${ids.length + 1}` });
    expect(files.insert({ size: 2 }).id).toBe('f-2');
  });

  it('keys by another field when asked', () => {
    const reviews = createCollection([{ reviewId: 7, review: 'Great agent' }], { key: 'reviewId' });
    expect(reviews.get('7')?.review).toBe('Great agent');
    expect(reviews.insert({ review: 'Helpful' })).toEqual({ reviewId: 8, review: 'Helpful' });
    expect(reviews.update(8, { review: 'Very helpful', reviewId: 99 })).toEqual({ reviewId: 8, review: 'Very helpful' });
    expect(reviews.remove(7)).toBe(true);
    expect(reviews.list()).toEqual([{ reviewId: 8, review: 'Very helpful' }]);
  });

  it('updates by patch or updater, keeps the id, and reports a missing record', () => {
    const enquiries = createCollection(seed());
    expect(enquiries.update(1, { status: 'RESOLVED', id: 50 })).toEqual({ ...seed()[0], status: 'RESOLVED' });
    expect(enquiries.update('4', (current) => ({ ...current, tags: [...current.tags, 'follow-up'] }))?.tags).toEqual(['follow-up']);
    expect(enquiries.get(4)?.tags).toEqual(['follow-up']);
    expect(enquiries.update(99, { status: 'NEW' })).toBeUndefined();
    expect(enquiries.get(50)).toBeUndefined();
  });

  it('does not let an updater mutate the stored record in place', () => {
    const enquiries = createCollection(seed());
    enquiries.update(1, (current) => {
      current.tags.push('draft');
      return { ...current, status: 'IN_PROGRESS' };
    });
    const updated = enquiries.update(1, (current) => current);
    updated!.tags.push('outside');
    expect(enquiries.get(1)?.tags).toEqual(['villa', 'draft']);
  });

  it('removes, reporting whether the record existed', () => {
    const enquiries = createCollection(seed());
    expect(enquiries.remove('1')).toBe(true);
    expect(enquiries.remove(1)).toBe(false);
    expect(enquiries.count()).toBe(1);
  });

  it('resets to the seed, next ids included', () => {
    const enquiries = createCollection(seed());
    enquiries.insert({ name: 'A', status: 'NEW', tags: [] });
    enquiries.remove(1);
    enquiries.update(4, { status: 'NEW' });
    enquiries.reset();
    expect(enquiries.list()).toEqual(seed());
    expect(enquiries.insert({ name: 'B', status: 'NEW', tags: [] }).id).toBe(5);
  });
});

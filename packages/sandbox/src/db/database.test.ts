import { describe, expect, it, vi } from 'vitest';
import { createCollection } from './collection';
import { createDatabase } from './database';

describe('createDatabase', () => {
  it('exposes the named collections and resets them all', () => {
    const seed = vi.fn(() => ({
      enquiries: createCollection([{ id: 1, status: 'NEW' }]),
      reviews: createCollection([{ reviewId: 3, likes: 0 }], { key: 'reviewId' }),
    }));
    const db = createDatabase(seed);
    db.enquiries.update(1, { status: 'CLOSED' });
    db.reviews.insert({ likes: 2 });
    db.reset();
    expect(db.enquiries.list()).toEqual([{ id: 1, status: 'NEW' }]);
    expect(db.reviews.list()).toEqual([{ reviewId: 3, likes: 0 }]);
    expect(seed).toHaveBeenCalledTimes(1);
  });

  it('resets anything resettable it holds', () => {
    const files = { reset: vi.fn() };
    createDatabase(() => ({ files })).reset();
    expect(files.reset).toHaveBeenCalledOnce();
  });

  it("refuses a collection named 'reset'", () => {
    expect(() => createDatabase(() => ({ reset: createCollection([{ id: 1 }]) }))).toThrow("A collection may not be called 'reset'");
  });
});

import { describe, expect, it } from 'vitest';
import { createCollection } from './collection';
import { createDatabase } from './database';
import { restoreDatabase, saveDatabase } from './persistDatabase';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

function database() {
  return createDatabase(() => ({
    enquiries: createCollection([
      { id: 1, status: 'NEW' },
      { id: 2, status: 'NEW' },
    ]),
    files: { reset: () => undefined },
  }));
}

describe('saveDatabase and restoreDatabase', () => {
  it('bring a changed database back in a new one, as after a reload', () => {
    const storage = memoryStorage();
    const before = database();
    before.enquiries.update(1, { status: 'RESOLVED' });
    before.enquiries.insert({ status: 'CLOSED' });
    saveDatabase(before, storage);

    const after = database();
    expect(restoreDatabase(after, storage)).toBe(true);
    expect(after.enquiries.list()).toEqual([
      { id: 1, status: 'RESOLVED' },
      { id: 2, status: 'NEW' },
      { id: 3, status: 'CLOSED' },
    ]);
    expect(after.enquiries.insert({ status: 'NEW' }).id).toBe(4);
  });

  it('leave the seed when nothing was saved', () => {
    const db = database();
    expect(restoreDatabase(db, memoryStorage())).toBe(false);
    expect(db.enquiries.count()).toBe(2);
  });

  it('drop an unreadable save and keep the seed', () => {
    const storage = memoryStorage();
    storage.setItem('marketplace.sandbox.db', '{broken');
    const db = database();
    expect(restoreDatabase(db, storage)).toBe(false);
    expect(storage.items.size).toBe(0);
    expect(db.enquiries.count()).toBe(2);
  });

  it('keep working when storage refuses the save', () => {
    const db = database();
    const storage = { ...memoryStorage(), setItem: () => { throw new Error('QuotaExceededError'); } };
    expect(() => saveDatabase(db, storage)).not.toThrow();
  });
});

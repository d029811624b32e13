import { describe, expect, it } from 'vitest';
import { createFileStore } from '../multipart/fileStore';
import { createSandboxDatabase } from '../resources/sandboxDatabase';
import { createCollection } from './collection';
import { createDatabase } from './database';
import { demoDatabaseKey, persistDatabase, savedFileMaxBytes } from './persistDatabase';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

function database(enquiries = [{ id: 1, status: 'NEW' }, { id: 2, status: 'NEW' }, { id: 3, status: 'NEW' }]) {
  return createDatabase(() => ({ enquiries: createCollection(enquiries), media: createFileStore() }));
}

/** What saving used to write: every collection's records, whole. */
function wholeDatabaseBytes(db: Record<string, unknown>): number {
  const lists = Object.entries(db).flatMap(([name, value]) =>
    typeof value === 'object' && value !== null && 'list' in value ? [[name, (value as { list(): unknown[] }).list()]] : [],
  );
  return JSON.stringify(Object.fromEntries(lists)).length;
}

describe('persistDatabase', () => {
  it('brings changed, added and removed records back in a new database, as after a reload', () => {
    const storage = memoryStorage();
    const before = database();
    const saving = persistDatabase(before, storage);
    expect(saving.restored).toBe(false);
    before.enquiries.update(2, { status: 'RESOLVED' });
    before.enquiries.remove(1);
    before.enquiries.insert({ status: 'CLOSED' });
    saving.save();

    const after = database();
    expect(persistDatabase(after, storage).restored).toBe(true);
    expect(after.enquiries.list()).toEqual([
      { id: 2, status: 'RESOLVED' },
      { id: 3, status: 'NEW' },
      { id: 4, status: 'CLOSED' },
    ]);
    expect(after.enquiries.insert({ status: 'NEW' }).id).toBe(5);
  });

  it("saves a status change in the sandbox's own database in a few hundred bytes, not the whole database", () => {
    const storage = memoryStorage();
    const db = createSandboxDatabase();
    const whole = wholeDatabaseBytes(db);
    const saving = persistDatabase(db, storage);
    const enquiry = db.enquiries.find((record) => record.status === 'NEW');
    db.enquiries.update(enquiry?.id ?? 0, { status: 'RESOLVED' });
    saving.save();

    const saved = storage.getItem(demoDatabaseKey) ?? '';
    expect(whole).toBeGreaterThan(300_000);
    expect(saved.length).toBeGreaterThan(0);
    expect(saved.length).toBeLessThan(2_000);
  });

  it("puts the sandbox's changed enquiry, saved profile and uploaded picture back after a reload", () => {
    const storage = memoryStorage();
    const before = createSandboxDatabase();
    const saving = persistDatabase(before, storage);
    const enquiry = before.enquiries.find((record) => record.status === 'NEW');
    const [agency] = before.accountAgencies.list();
    before.enquiries.update(enquiry?.id ?? 0, { status: 'IN_PROGRESS' });
    before.accountAgencies.update(agency?.id ?? 0, { name: 'Marina Homes Renamed', profilePicture: 'logo-1.png' });
    before.media.put('logo-1.png', { type: 'image/png', bytes: new Uint8Array([137, 80, 78, 71, 0, 255]), originalName: 'logo.png', folder: 'profile' });
    saving.save();

    const after = createSandboxDatabase();
    expect(persistDatabase(after, storage).restored).toBe(true);
    expect(after.enquiries.get(enquiry?.id ?? 0)?.status).toBe('IN_PROGRESS');
    expect(after.accountAgencies.get(agency?.id ?? 0)).toMatchObject({ name: 'Marina Homes Renamed', profilePicture: 'logo-1.png' });
    expect(after.media.get('logo-1.png')).toEqual({ type: 'image/png', bytes: new Uint8Array([137, 80, 78, 71, 0, 255]), originalName: 'logo.png', folder: 'profile' });
    expect(after.enquiries.list()).toEqual(before.enquiries.list());
    expect(after.accountAgencies.list()).toEqual(before.accountAgencies.list());
  });

  it('tells of each write, and saves nothing when nothing was written since the last save', () => {
    const storage = memoryStorage();
    const db = database();
    let writes = 0;
    const saving = persistDatabase(db, storage, { onChange: () => (writes += 1) });
    db.enquiries.update(1, { status: 'CLOSED' });
    db.media.put('a.png', { type: 'image/png', bytes: new Uint8Array(1) });
    expect(writes).toBe(2);
    saving.save();
    storage.items.clear();
    saving.save();
    expect(storage.items.size).toBe(0);
    db.enquiries.list();
    expect(writes).toBe(2);
  });

  it('removes the saved entry once the database is back at its seed', () => {
    const storage = memoryStorage();
    const db = database();
    const saving = persistDatabase(db, storage);
    db.enquiries.update(1, { status: 'CLOSED' });
    saving.save();
    expect(storage.items.has(demoDatabaseKey)).toBe(true);
    db.reset();
    saving.save();
    expect(storage.items.has(demoDatabaseKey)).toBe(false);
  });

  it('leaves the seed when nothing was saved', () => {
    const db = database();
    expect(persistDatabase(db, memoryStorage()).restored).toBe(false);
    expect(db.enquiries.count()).toBe(3);
  });

  it('drops an unreadable save, or one made against another seed, and keeps the seed', () => {
    const broken = memoryStorage();
    broken.setItem(demoDatabaseKey, '{broken');
    const first = database();
    expect(persistDatabase(first, broken).restored).toBe(false);
    expect(broken.items.size).toBe(0);
    expect(first.enquiries.count()).toBe(3);

    const storage = memoryStorage();
    const older = database([{ id: 1, status: 'NEW' }]);
    const saving = persistDatabase(older, storage);
    older.enquiries.update(1, { status: 'CLOSED' });
    saving.save();
    const reseeded = database();
    expect(persistDatabase(reseeded, storage).restored).toBe(false);
    expect(reseeded.enquiries.list()).toEqual(database().enquiries.list());
    expect(storage.items.size).toBe(0);
  });

  it(`leaves out files over ${savedFileMaxBytes} bytes, and drops the files before the records when storage is full`, () => {
    const storage = memoryStorage();
    const db = database();
    const saving = persistDatabase(db, storage);
    db.enquiries.update(1, { status: 'CLOSED' });
    db.media.put('huge.png', { type: 'image/png', bytes: new Uint8Array(savedFileMaxBytes + 1) });
    db.media.put('small.png', { type: 'image/png', bytes: new Uint8Array(8) });
    saving.save();
    const restored = database();
    persistDatabase(restored, storage);
    expect(restored.media.names()).toEqual(['small.png']);

    const full = memoryStorage();
    const refusingFiles = {
      ...full,
      setItem: (key: string, value: string) => {
        if (value.includes('small.png')) throw new Error('QuotaExceededError');
        full.setItem(key, value);
      },
    };
    const another = database();
    const again = persistDatabase(another, refusingFiles);
    another.enquiries.update(1, { status: 'CLOSED' });
    another.media.put('small.png', { type: 'image/png', bytes: new Uint8Array(8) });
    again.save();
    const recordsOnly = database();
    persistDatabase(recordsOnly, full);
    expect(recordsOnly.enquiries.get(1)?.status).toBe('CLOSED');
    expect(recordsOnly.media.names()).toEqual([]);
  });

  it('keeps working when storage refuses the save', () => {
    const db = database();
    const storage = { ...memoryStorage(), setItem: () => { throw new Error('QuotaExceededError'); } };
    const saving = persistDatabase(db, storage);
    db.enquiries.update(1, { status: 'CLOSED' });
    expect(() => saving.save()).not.toThrow();
  });
});

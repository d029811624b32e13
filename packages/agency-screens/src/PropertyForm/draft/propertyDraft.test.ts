import { defaultPropertyFormValues, type PropertyFormValues } from '@marketplace/domain';
import { describe, expect, it } from 'vitest';
import { clearPropertyDraft, keepPropertyDraft, propertyDraftKey, readPropertyDraft, writePropertyDraft, type DraftStorage } from './propertyDraft';

function memoryStorage(): DraftStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const typed: PropertyFormValues = {
  ...defaultPropertyFormValues(),
  name: 'Villa in Arabian Ranches',
  amount: 'AED 4,200,000',
  latitude: 25.05,
  longitude: 55.27,
  amenityIds: [2, 5],
  mainImage: { url: '/api/media/villa.jpg', pendingFileName: null },
  floorPlanImage: { url: null, pendingFileName: 'plan.png' },
};

const draft = { savedAt: '2026-11-29T09:00:00.000Z', values: typed, locationHighlights: [], propertyMedia: [], paymentPlans: [] };

describe('property drafts', () => {
  it('keys a draft by what is being edited', () => {
    expect(propertyDraftKey({ kind: 'new' })).toBe('marketplace.propertyDraft.new');
    expect(propertyDraftKey({ kind: 'new', projectId: 12 })).toBe('marketplace.propertyDraft.new.project.12');
    expect(propertyDraftKey({ kind: 'edit', propertyId: 400 })).toBe('marketplace.propertyDraft.edit.400');
  });

  it('gives back what was typed, without the file that was chosen and not uploaded', () => {
    const storage = memoryStorage();
    writePropertyDraft(storage, { kind: 'edit', propertyId: 400 }, draft);
    const read = readPropertyDraft(storage, { kind: 'edit', propertyId: 400 });
    expect(read?.values).toEqual({ ...typed, floorPlanImage: { url: null, pendingFileName: null } });
    expect(read?.savedAt).toBe(draft.savedAt);
    expect(readPropertyDraft(storage, { kind: 'new' })).toBeNull();
  });

  it('keeps no session token or anything but the draft', () => {
    const storage = memoryStorage();
    writePropertyDraft(storage, { kind: 'new' }, draft);
    expect([...storage.items.keys()]).toEqual(['marketplace.propertyDraft.new']);
    expect(storage.items.get('marketplace.propertyDraft.new')).not.toMatch(/token/i);
  });

  it('ignores a draft it cannot read and takes only well-shaped fields', () => {
    const storage = memoryStorage();
    storage.setItem('marketplace.propertyDraft.new', '{not json');
    expect(readPropertyDraft(storage, { kind: 'new' })).toBeNull();
    storage.setItem('marketplace.propertyDraft.new', JSON.stringify({ version: 0, savedAt: 'x', values: {} }));
    expect(readPropertyDraft(storage, { kind: 'new' })).toBeNull();
    storage.setItem('marketplace.propertyDraft.new', JSON.stringify({ version: 1, savedAt: 'x', values: { name: 42, amount: '12', amenityIds: ['a'], areaId: null, handoverQta: 3 } }));
    const read = readPropertyDraft(storage, { kind: 'new' });
    expect(read?.values).toEqual({ ...defaultPropertyFormValues(), amount: '12', areaId: null, handoverQta: 3 });
  });

  it('clears a draft after a successful save, and survives a storage that refuses', () => {
    const storage = memoryStorage();
    writePropertyDraft(storage, { kind: 'new' }, draft);
    clearPropertyDraft(storage, { kind: 'new' });
    expect(readPropertyDraft(storage, { kind: 'new' })).toBeNull();
    const full: DraftStorage = { getItem: () => null, setItem: () => { throw new DOMException('full', 'QuotaExceededError'); }, removeItem: () => undefined };
    expect(() => writePropertyDraft(full, { kind: 'new' }, draft)).not.toThrow();
    expect(keepPropertyDraft(full, { kind: 'new' }, draft)).toBe(false);
    expect(keepPropertyDraft(storage, { kind: 'new' }, draft)).toBe(true);
  });
});

import { defaultPropertyFormValues } from '@marketplace/domain';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { propertyDraftKey, readPropertyDraft, writePropertyDraft, type DraftStorage, type PropertyDraft, type PropertyDraftTarget } from './propertyDraft';
import { propertyDraftPauseMs, usePropertyDraftKeeper, type PropertyDraftKeeperOptions } from './usePropertyDraftKeeper';

function memoryStorage(): DraftStorage & { items: Map<string, string>; writes: number } {
  const items = new Map<string, string>();
  const storage = {
    items,
    writes: 0,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      storage.writes += 1;
      items.set(key, value);
    },
    removeItem: (key: string) => void items.delete(key),
  };
  return storage;
}

const target: PropertyDraftTarget = { kind: 'edit', propertyId: 400 };
const clock = () => new Date('2026-11-29T10:00:00.000Z');
const parts = (name: string): Omit<PropertyDraft, 'savedAt'> => ({
  values: { ...defaultPropertyFormValues(), name },
  locationHighlights: [],
  propertyMedia: [],
  paymentPlans: [],
});
const earlier: PropertyDraft = { ...parts('Villa typed before the reload'), savedAt: '2026-11-29T09:00:00.000Z' };

type Props = Pick<PropertyDraftKeeperOptions, 'isDirty'> & { name: string };

function renderKeeper(storage: DraftStorage | null, initial: Props = { isDirty: false, name: '' }) {
  return renderHook(({ isDirty, name }: Props) => usePropertyDraftKeeper({ target, storage, isDirty, snapshot: () => parts(name), now: clock }), {
    initialProps: initial,
  });
}

const storedName = (storage: DraftStorage) => readPropertyDraft(storage, target)?.values.name;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('usePropertyDraftKeeper', () => {
  it('offers a draft found when the form opens, and none when there is none', () => {
    const storage = memoryStorage();
    expect(renderKeeper(storage).result.current.offered).toBeNull();
    writePropertyDraft(storage, target, earlier);
    const { result } = renderKeeper(storage);
    expect(result.current.offered?.values.name).toBe('Villa typed before the reload');
    expect(result.current.offered?.savedAt).toBe(earlier.savedAt);
  });

  it("offers the other property's own draft when the form turns to another property", () => {
    const storage = memoryStorage();
    const other: PropertyDraftTarget = { kind: 'edit', propertyId: 401 };
    writePropertyDraft(storage, target, earlier);
    writePropertyDraft(storage, other, { ...parts('Draft of 401'), savedAt: earlier.savedAt });
    const initialProps: { where: PropertyDraftTarget } = { where: target };
    const { result, rerender } = renderHook(({ where }) => usePropertyDraftKeeper({ target: where, storage, isDirty: false, snapshot: () => parts(''), now: clock }), {
      initialProps,
    });
    expect(result.current.offered?.values.name).toBe('Villa typed before the reload');
    rerender({ where: other });
    expect(result.current.offered?.values.name).toBe('Draft of 401');
    rerender({ where: { kind: 'new' } });
    expect(result.current.offered).toBeNull();
  });

  it('restore hands the draft over once and stops offering it', () => {
    const storage = memoryStorage();
    writePropertyDraft(storage, target, earlier);
    const { result } = renderKeeper(storage);
    let restored: PropertyDraft | null = null;
    act(() => {
      restored = result.current.restore();
    });
    expect(restored).toEqual(earlier);
    expect(result.current.offered).toBeNull();
    expect(result.current.restore()).toBeNull();
    // Still stored: the form now shows it, and a reload before the next write must not lose it.
    expect(storedName(storage)).toBe('Villa typed before the reload');
  });

  it('discard removes the draft and stops offering it', () => {
    const storage = memoryStorage();
    writePropertyDraft(storage, target, earlier);
    const { result } = renderKeeper(storage);
    act(() => result.current.discard());
    expect(result.current.offered).toBeNull();
    expect(storage.items.has(propertyDraftKey(target))).toBe(false);
  });

  it('writes once typing pauses, with the latest values and the time', () => {
    const storage = memoryStorage();
    const { result, rerender } = renderKeeper(storage);
    rerender({ isDirty: true, name: 'V' });
    act(() => result.current.schedule());
    rerender({ isDirty: true, name: 'Villa' });
    act(() => result.current.schedule());
    act(() => vi.advanceTimersByTime(propertyDraftPauseMs - 1));
    expect(storage.writes).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(storage.writes).toBe(1);
    expect(readPropertyDraft(storage, target)).toEqual({ ...parts('Villa'), savedAt: '2026-11-29T10:00:00.000Z' });
  });

  it('removes the draft when the changes were undone before the pause ended', () => {
    const storage = memoryStorage();
    writePropertyDraft(storage, target, earlier);
    const { result, rerender } = renderKeeper(storage);
    act(() => result.current.discard());
    rerender({ isDirty: true, name: 'Villa' });
    act(() => result.current.keepNow());
    expect(storedName(storage)).toBe('Villa');
    rerender({ isDirty: false, name: '' });
    act(() => result.current.schedule());
    act(() => vi.advanceTimersByTime(propertyDraftPauseMs));
    expect(storage.items.size).toBe(0);
  });

  it('writes a pending change at once when the tab is hidden or closed, or the form unmounts', () => {
    const storage = memoryStorage();
    const { result, rerender, unmount } = renderKeeper(storage);
    rerender({ isDirty: true, name: 'Hidden' });
    act(() => result.current.schedule());
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(storedName(storage)).toBe('Hidden');
    rerender({ isDirty: true, name: 'Closed' });
    act(() => result.current.schedule());
    act(() => void window.dispatchEvent(new Event('pagehide')));
    expect(storedName(storage)).toBe('Closed');
    rerender({ isDirty: true, name: 'Left' });
    act(() => result.current.schedule());
    unmount();
    expect(storedName(storage)).toBe('Left');
    expect(storage.writes).toBe(3);
  });

  it('keepNow writes at once, without waiting for a pause', () => {
    const storage = memoryStorage();
    const { result, rerender } = renderKeeper(storage);
    rerender({ isDirty: true, name: 'Save failed' });
    act(() => result.current.keepNow());
    expect(storedName(storage)).toBe('Save failed');
  });

  it('clear removes the draft after a save and writes nothing pending, even on unmount', () => {
    const storage = memoryStorage();
    const { result, rerender, unmount } = renderKeeper(storage, { isDirty: true, name: 'Saved villa' });
    act(() => result.current.keepNow());
    act(() => result.current.schedule());
    act(() => result.current.clear());
    act(() => vi.advanceTimersByTime(propertyDraftPauseMs));
    rerender({ isDirty: true, name: 'Saved villa' });
    unmount();
    expect(storage.items.size).toBe(0);
    expect(storage.writes).toBe(1);
  });

  it('holds a found draft: the fresh form writes nothing over it until the user answers', () => {
    const storage = memoryStorage();
    writePropertyDraft(storage, target, earlier);
    storage.writes = 0;
    const { result, rerender, unmount } = renderKeeper(storage);
    rerender({ isDirty: true, name: 'Typed past the offer' });
    act(() => result.current.schedule());
    act(() => vi.advanceTimersByTime(propertyDraftPauseMs));
    act(() => void window.dispatchEvent(new Event('pagehide')));
    rerender({ isDirty: false, name: '' });
    act(() => result.current.schedule());
    unmount();
    expect(storage.writes).toBe(0);
    expect(storedName(storage)).toBe('Villa typed before the reload');
    expect(result.current.offered).not.toBeNull();
  });

  it('after the answer, keeps what was typed meanwhile', () => {
    const storage = memoryStorage();
    writePropertyDraft(storage, target, earlier);
    const { result, rerender } = renderKeeper(storage);
    rerender({ isDirty: true, name: 'Typed past the offer' });
    act(() => result.current.discard());
    expect(storedName(storage)).toBe('Typed past the offer');
  });

  it('a failed save supersedes the held draft: the form as it is wins, and the offer ends', () => {
    const storage = memoryStorage();
    writePropertyDraft(storage, target, earlier);
    const { result, rerender } = renderKeeper(storage);
    act(() => result.current.keepNow());
    expect(result.current.offered).not.toBeNull();
    expect(storedName(storage)).toBe('Villa typed before the reload');
    rerender({ isDirty: true, name: 'Pressed Save' });
    act(() => result.current.keepNow());
    expect(result.current.offered).toBeNull();
    expect(storedName(storage)).toBe('Pressed Save');
  });

  it('works on without an error when the storage is full, disabled or absent', () => {
    const full: DraftStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const { result, rerender } = renderKeeper(full);
    expect(result.current.canKeep).toBe(true);
    rerender({ isDirty: true, name: 'Too much' });
    expect(() => act(() => result.current.keepNow())).not.toThrow();
    expect(result.current.canKeep).toBe(false);

    const disabled: DraftStorage = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    const second = renderKeeper(disabled, { isDirty: true, name: 'x' });
    expect(second.result.current.offered).toBeNull();
    expect(() =>
      act(() => {
        second.result.current.schedule();
        vi.advanceTimersByTime(propertyDraftPauseMs);
        second.result.current.discard();
        second.result.current.clear();
      }),
    ).not.toThrow();

    const none = renderKeeper(null, { isDirty: true, name: 'x' });
    expect(none.result.current).toMatchObject({ offered: null, canKeep: false });
    expect(() => act(() => none.result.current.keepNow())).not.toThrow();
  });

  it('uses the session storage of the tab by default, and never stores the token', () => {
    window.sessionStorage.setItem('marketplace.session.token', 'secret-token');
    const { result, rerender } = renderHook(({ name }) => usePropertyDraftKeeper({ target, isDirty: true, snapshot: () => parts(name), now: clock }), {
      initialProps: { name: 'In session storage' },
    });
    rerender({ name: 'In session storage' });
    act(() => result.current.keepNow());
    const kept = window.sessionStorage.getItem(propertyDraftKey(target)) ?? '';
    expect(JSON.parse(kept).values.name).toBe('In session storage');
    expect(kept).not.toContain('secret-token');
    window.sessionStorage.clear();
  });
});

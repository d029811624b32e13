import { describe, expect, it } from 'vitest';
import { createFileStore } from './fileStore';

const png = () => ({ type: 'image/png', bytes: new Uint8Array([137, 80, 78, 71]) });

describe('createFileStore', () => {
  it('stores, reads, lists and removes files by name', () => {
    const store = createFileStore();
    store.put('a.png', png());
    expect(store.has('a.png')).toBe(true);
    expect(store.get('a.png')).toEqual(png());
    expect(store.names()).toEqual(['a.png']);
    expect(store.remove('a.png')).toBe(true);
    expect(store.remove('a.png')).toBe(false);
    expect(store.get('a.png')).toBeUndefined();
  });

  it('copies bytes in and out', () => {
    const store = createFileStore();
    const file = png();
    store.put('a.png', file);
    file.bytes[0] = 0;
    store.get('a.png')!.bytes[1] = 0;
    expect(store.get('a.png')?.bytes).toEqual(png().bytes);
  });

  it('resets to its seed', () => {
    const seed = { 'seed.png': png() };
    const store = createFileStore(seed);
    store.put('upload.png', png());
    store.remove('seed.png');
    store.reset();
    expect(store.names()).toEqual(['seed.png']);
    seed['seed.png'].bytes[0] = 0;
    store.reset();
    expect(store.get('seed.png')?.bytes).toEqual(png().bytes);
  });
});

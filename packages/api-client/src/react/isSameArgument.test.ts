import { describe, expect, it } from 'vitest';
import { isSameArgument } from './isSameArgument';

describe('isSameArgument', () => {
  it('compares primitives, plain objects and arrays by value', () => {
    expect(isSameArgument({ id: 1, status: 'NEW' }, { status: 'NEW', id: 1 })).toBe(true);
    expect(isSameArgument({ id: 1, status: 'NEW' }, { id: 1, status: 'CLOSED' })).toBe(false);
    expect(isSameArgument({ id: 1, tags: ['a', 'b'] }, { id: 1, tags: ['a', 'b'] })).toBe(true);
    expect(isSameArgument({ id: 1, tags: ['a', 'b'] }, { id: 1, tags: ['b', 'a'] })).toBe(false);
    expect(isSameArgument({ id: 1 }, { id: 1, note: undefined })).toBe(false);
    expect(isSameArgument(Number.NaN, Number.NaN)).toBe(true);
    expect(isSameArgument(null, {})).toBe(false);
  });

  it('takes two different files as two changes, though neither has own keys', () => {
    const first = new File(['a'], 'logo.png', { type: 'image/png' });
    const second = new File(['b'], 'logo.png', { type: 'image/png' });
    expect(isSameArgument({ file: first }, { file: first })).toBe(true);
    expect(isSameArgument({ file: first }, { file: second })).toBe(false);
    expect(isSameArgument(new Date(0), new Date(0))).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { createTokenStore, isValidLifetime } from './tokenStore';

function clock(start = 1_000_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('createTokenStore', () => {
  it('issues distinct tokens that resolve to their account', () => {
    const store = createTokenStore();
    const first = store.issue({ roleId: 4, id: 12 });
    const second = store.issue({ roleId: 4, id: 12 });
    expect(first.token).toMatch(/^sbx\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(first.token).not.toBe(second.token);
    expect(first.expiresIn).toBe(3600);
    expect(store.resolve(first.token)).toEqual({ roleId: 4, id: 12 });
    expect(store.resolve('made-up')).toBeUndefined();
  });

  it('refuses a token once its lifetime has passed, and not a millisecond before', () => {
    const time = clock();
    const store = createTokenStore({ now: time.now, defaultLifetimeSeconds: 10 });
    const { token } = store.issue({ roleId: 5, id: 3 });
    time.advance(9_999);
    expect(store.resolve(token)).toEqual({ roleId: 5, id: 3 });
    time.advance(1);
    expect(store.resolve(token)).toBeUndefined();
  });

  it('applies a new lifetime to tokens issued afterwards only', () => {
    const time = clock();
    const store = createTokenStore({ now: time.now });
    const before = store.issue({ roleId: 4, id: 1 });
    store.setLifetimeSeconds(5);
    const after = store.issue({ roleId: 4, id: 1 });
    expect(after.expiresIn).toBe(5);
    time.advance(5_000);
    expect(store.resolve(after.token)).toBeUndefined();
    expect(store.resolve(before.token)).toBeDefined();
  });

  it('keeps an older token valid after another is issued for the same account', () => {
    const store = createTokenStore();
    const old = store.issue({ roleId: 4, id: 1 });
    store.issue({ roleId: 4, id: 1 });
    expect(store.resolve(old.token)).toBeDefined();
  });

  it('forgets every token and the changed lifetime on reset', () => {
    const store = createTokenStore();
    const { token } = store.issue({ roleId: 4, id: 1 });
    store.setLifetimeSeconds(30);
    store.reset();
    expect(store.resolve(token)).toBeUndefined();
    expect(store.lifetimeSeconds()).toBe(3600);
  });

  it('rejects lifetimes that are not positive whole seconds', () => {
    const store = createTokenStore();
    expect(() => store.setLifetimeSeconds(0)).toThrow(RangeError);
    expect(() => store.setLifetimeSeconds(1.5)).toThrow(RangeError);
    expect(() => createTokenStore({ defaultLifetimeSeconds: -1 })).toThrow(RangeError);
    expect(isValidLifetime('60')).toBe(false);
    expect(isValidLifetime(60)).toBe(true);
  });

  it('accepts its tokens in a new store, as after a page reload in demo mode', () => {
    const { token } = createTokenStore().issue({ roleId: 4, id: 7 });
    expect(createTokenStore().resolve(token)).toEqual({ roleId: 4, id: 7 });
  });

  it('refuses tampered or malformed tokens', () => {
    const store = createTokenStore();
    expect(store.resolve('sbx.abc.not-base64!')).toBeUndefined();
    expect(store.resolve(`sbx.abc.${btoa('{"r":4}')}`)).toBeUndefined();
    expect(store.resolve('Bearer x')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { loadTokenSecret, tokenSecretStorageKey } from './tokenSecret';
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
    expect(first.token).toMatch(/^sbx\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}$/);
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

  it('refuses a token whose claims were edited, or that was built by hand without the secret', () => {
    const store = createTokenStore();
    const [prefix, nonce, claims, signature] = store.issue({ roleId: 4, id: 101 }).token.split('.');
    const decoded = JSON.parse(atob((claims ?? '').replace(/-/g, '+').replace(/_/g, '/'))) as Record<string, number>;
    const otherAgency = btoa(JSON.stringify({ ...decoded, i: 102 })).replace(/=+$/, '');
    const longer = btoa(JSON.stringify({ ...decoded, e: Number.MAX_SAFE_INTEGER })).replace(/=+$/, '');
    expect(store.resolve(`${prefix}.${nonce}.${otherAgency}.${signature}`)).toBeUndefined();
    expect(store.resolve(`${prefix}.${nonce}.${longer}.${signature}`)).toBeUndefined();
    expect(store.resolve(`sbx.${nonce}.${otherAgency}`)).toBeUndefined();
    expect(store.resolve(`sbx.${nonce}.${otherAgency}.${'A'.repeat(43)}`)).toBeUndefined();
    expect(store.resolve(`sbx.x.${btoa(JSON.stringify({ r: 4, i: 102, e: Date.now() + 60_000, g: 0 }))}`)).toBeUndefined();
  });

  it('refuses a token signed with another secret, and a header too long to be a token without hashing it', () => {
    const elsewhere = createTokenStore({ secret: new Uint8Array(32).fill(7) });
    const here = createTokenStore({ secret: new Uint8Array(32).fill(8) });
    const { token } = elsewhere.issue({ roleId: 4, id: 101 });
    expect(elsewhere.resolve(token)).toEqual({ roleId: 4, id: 101 });
    expect(here.resolve(token)).toBeUndefined();
    const started = performance.now();
    expect(here.resolve(`${token}${'A'.repeat(5_000_000)}`)).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(50);
  });
});

describe('loadTokenSecret', () => {
  function memoryStorage(initial: Record<string, string> = {}) {
    const items = new Map(Object.entries(initial));
    return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), items };
  }

  it('keeps a fresh secret in the storage and reads it back, as a reloaded tab does', () => {
    const storage = memoryStorage();
    const first = loadTokenSecret(storage);
    expect(storage.items.get(tokenSecretStorageKey)).toMatch(/^[0-9a-f]{64}$/);
    expect(loadTokenSecret(storage)).toEqual(first);
    const { token } = createTokenStore({ secret: first }).issue({ roleId: 4, id: 101 });
    expect(createTokenStore({ secret: loadTokenSecret(storage) }).resolve(token)).toEqual({ roleId: 4, id: 101 });
  });

  it('makes a new secret per storage (another tab), and when the stored one is unreadable or the storage refuses', () => {
    const first = loadTokenSecret(memoryStorage());
    expect(loadTokenSecret(memoryStorage())).not.toEqual(first);
    const damaged = memoryStorage({ [tokenSecretStorageKey]: 'not-hex' });
    expect(loadTokenSecret(damaged)).toHaveLength(32);
    expect(damaged.items.get(tokenSecretStorageKey)).toMatch(/^[0-9a-f]{64}$/);
    const refusing = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(loadTokenSecret(refusing)).toHaveLength(32);
    expect(loadTokenSecret(undefined)).toHaveLength(32);
  });
});

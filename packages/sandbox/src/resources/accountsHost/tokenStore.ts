import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import type { Resettable } from '../../db/database';
import { sandboxTokenSecret } from './tokenSecret';

/** Which account a token stands for: its role (4 agency, 5 agent, 3 developer) and its id within that role. */
export interface AccountRef {
  readonly roleId: number;
  readonly id: number;
}

/** A token as sign-in and refresh answer it: the token and its lifetime in seconds. */
export interface IssuedToken {
  readonly token: string;
  readonly expiresIn: number;
}

/** Tokens the sandbox has issued, each mapped to its account with an expiry. */
export interface TokenStore extends Resettable {
  /** Issues a fresh token for an account, valid for the current lifetime. */
  issue(account: AccountRef): IssuedToken;
  /** The account of a token that exists and has not expired; undefined otherwise. */
  resolve(token: string): AccountRef | undefined;
  /** Lifetime of tokens issued from now on, in seconds. */
  lifetimeSeconds(): number;
  /** Changes the lifetime of tokens issued from now on (e2e tests make near-expiry tokens with it). */
  setLifetimeSeconds(seconds: number): void;
  /** Forgets every token and restores the default lifetime. */
  reset(): void;
}

/** Options of {@link createTokenStore}. */
export interface TokenStoreOptions {
  /** @default 3600 */
  readonly defaultLifetimeSeconds?: number;
  /** @default Date.now */
  readonly now?: () => number;
  /** The key tokens are signed with. @default {@link sandboxTokenSecret} (per tab in a page, per process in Node) */
  readonly secret?: Uint8Array;
}

/** Tokens last an hour unless a test or `/__sandbox/auth/token-lifetime` says otherwise. */
export const defaultTokenLifetimeSeconds = 3600;

interface TokenClaims {
  /** roleId */
  r: number;
  /** account id */
  i: number;
  /** expiry, epoch ms */
  e: number;
  /** the store's reset generation when issued */
  g: number;
}

function base64Url(text: string): string {
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function bytesBase64Url(bytes: Uint8Array): string {
  return base64Url(String.fromCharCode(...bytes));
}

function nonce(): string {
  return bytesBase64Url(crypto.getRandomValues(new Uint8Array(16)));
}

function signature(secret: Uint8Array, signed: string): string {
  return bytesBase64Url(hmac(sha256, secret, new TextEncoder().encode(signed)));
}

// Compares every character, so the time taken does not tell a forger how much of a signature was right.
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) difference |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return difference === 0;
}

/** Longer than any token the sandbox issues: such a header is refused before any hashing. */
const maxTokenLength = 1024;

function readClaims(token: string, secret: Uint8Array): TokenClaims | undefined {
  if (token.length > maxTokenLength) return undefined;
  const parts = token.split('.');
  const [prefix, , payload, signed] = parts;
  if (parts.length !== 4 || prefix !== 'sbx' || !payload || !signed) return undefined;
  if (!sameText(signed, signature(secret, parts.slice(0, 3).join('.')))) return undefined;
  try {
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    if (typeof claims !== 'object' || claims === null) return undefined;
    const { r, i, e, g } = claims as Record<string, unknown>;
    if (typeof r !== 'number' || typeof i !== 'number' || typeof e !== 'number' || typeof g !== 'number') return undefined;
    return { r, i, e, g };
  } catch {
    return undefined;
  }
}

/** Whether a lifetime is usable: a positive whole number of seconds. */
export function isValidLifetime(seconds: unknown): seconds is number {
  return typeof seconds === 'number' && Number.isInteger(seconds) && seconds > 0;
}

/**
 * Signed tokens that carry their own account and expiry (`sbx.<nonce>.<claims>.<signature>`, the
 * signature an HMAC-SHA256 of the rest), so they keep working when the sandbox restarts: in the
 * host's demo mode the sandbox lives in the page and starts afresh on every reload, and a signed-in
 * agency must stay signed in. The secret is the tab's (kept in its sessionStorage) or the process's
 * ({@link sandboxTokenSecret}): a token made up, edited or signed elsewhere is refused, as is one past
 * its expiry. A refreshed token leaves the old one valid until its own expiry, as most token services
 * do. `reset()` still invalidates every token issued before it.
 */
export function createTokenStore(options: TokenStoreOptions = {}): TokenStore {
  const defaultLifetime = options.defaultLifetimeSeconds ?? defaultTokenLifetimeSeconds;
  if (!isValidLifetime(defaultLifetime)) throw new RangeError(`Token lifetime must be a positive whole number of seconds: ${defaultLifetime}`);
  const now = options.now ?? (() => Date.now());
  const secret = options.secret ?? sandboxTokenSecret();
  let lifetime = defaultLifetime;
  let generation = 0;

  return {
    issue(account) {
      const claims: TokenClaims = { r: account.roleId, i: account.id, e: now() + lifetime * 1000, g: generation };
      const unsigned = `sbx.${nonce()}.${base64Url(JSON.stringify(claims))}`;
      return { token: `${unsigned}.${signature(secret, unsigned)}`, expiresIn: lifetime };
    },
    resolve(token) {
      const claims = readClaims(token, secret);
      if (!claims || claims.e <= now() || claims.g < generation) return undefined;
      return { roleId: claims.r, id: claims.i };
    },
    lifetimeSeconds: () => lifetime,
    setLifetimeSeconds(seconds) {
      if (!isValidLifetime(seconds)) throw new RangeError(`Token lifetime must be a positive whole number of seconds: ${seconds}`);
      lifetime = seconds;
    },
    reset() {
      generation += 1;
      lifetime = defaultLifetime;
    },
  };
}

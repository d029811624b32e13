/** Where a page keeps its sandbox's token secret: the tab's sessionStorage, beside the saved database. */
export const tokenSecretStorageKey = 'marketplace.sandbox.tokenSecret';

/** The storage a secret is kept in (sessionStorage in a page). */
export interface SecretStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

const secretBytes = 32;

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function fromHex(text: string | null): Uint8Array | undefined {
  if (text === null || !new RegExp(`^[0-9a-f]{${secretBytes * 2}}$`).test(text)) return undefined;
  return Uint8Array.from(text.match(/../g) ?? [], (pair) => parseInt(pair, 16));
}

function pageStorage(): SecretStorage | undefined {
  try {
    return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
  } catch {
    // A page whose storage is blocked (some privacy modes throw on access) keeps its secret in memory.
    return undefined;
  }
}

/**
 * A fresh random secret, or the one `storage` already holds under {@link tokenSecretStorageKey}
 * (saving the fresh one there when it holds none). A storage that refuses writes leaves the secret
 * in memory only.
 */
export function loadTokenSecret(storage: SecretStorage | undefined): Uint8Array {
  let stored: Uint8Array | undefined;
  try {
    stored = fromHex(storage?.getItem(tokenSecretStorageKey) ?? null);
  } catch {
    stored = undefined;
  }
  if (stored) return stored;
  const secret = crypto.getRandomValues(new Uint8Array(secretBytes));
  try {
    storage?.setItem(tokenSecretStorageKey, toHex(secret));
  } catch {
    // Storage full or refused: tokens then last as long as this page.
  }
  return secret;
}

let shared: Uint8Array | undefined;

/**
 * The secret the sandbox signs tokens with, the same for every token store of this page or process.
 * In a page it is kept in the tab's sessionStorage, so a reload (which restarts the sandbox in demo
 * mode) still accepts the session token the tab holds, while another tab or browser cannot use it;
 * in Node (tests, `pnpm sandbox`) it lives as long as the process, so a restart signs everyone out,
 * as a backend that rotates its keys would.
 */
export function sandboxTokenSecret(): Uint8Array {
  shared ??= loadTokenSecret(pageStorage());
  return shared;
}

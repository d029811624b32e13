import type { Collection } from '../../db/collection';
import { normaliseEmail, type SignInCredential } from './accounts.collections';
import type { TokenStore } from './tokenStore';

/** What {@link demoAccounts} and {@link issueSandboxToken} read: the credentials and token tables. */
export interface SignInTables {
  readonly signInCredentials: Collection<SignInCredential, 'email'>;
  readonly authTokens: TokenStore;
}

/**
 * Every account that can sign in to the sandbox (e-mail, password, roleId, name), the demo agency
 * first: for the host's demo page and for e2e tests that need a non-agency account.
 */
export function demoAccounts(db: Pick<SignInTables, 'signInCredentials'>): SignInCredential[] {
  return db.signInCredentials.list();
}

/**
 * A valid bearer token for a seeded account without a sign-in call: what a story or a screen test
 * gives its client's `getToken`. Throws when no account has that e-mail.
 */
export function issueSandboxToken(db: SignInTables, email: string): string {
  const credential = db.signInCredentials.get(normaliseEmail(email));
  if (!credential) throw new Error(`No sandbox account signs in as ${email}`);
  return db.authTokens.issue({ roleId: credential.roleId, id: credential.accountId }).token;
}

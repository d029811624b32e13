import type { SandboxRouteModule } from '../handlers/buildSandboxHandlers';
import { accountRoutes } from './accountsHost/accounts.routes';
import { createAccountsCollections, type AccountsCollections } from './accountsHost/accounts.collections';
import { authRoutes } from './accountsHost/auth.routes';
import { profileRoutes } from './accountsHost/profile.routes';
import { reviewRoutes } from './accountsHost/reviews.routes';
import { serviceAreaRoutes } from './accountsHost/serviceAreas.routes';
import type { SandboxSeed } from './sandboxSeed';

export { demoAgencyCredentials } from '@marketplace/domain/fixtures';
export { demoAccounts, issueSandboxToken, type SignInTables } from './accountsHost/demoAccounts';
export { tokenLifetimePath } from './accountsHost/auth.routes';
export { defaultTokenLifetimeSeconds, type AccountRef, type IssuedToken, type TokenStore } from './accountsHost/tokenStore';
export { authenticate, bearerToken } from './accountsHost/bearerAuth';
export type { AccountsCollections, SignInCredential } from './accountsHost/accounts.collections';

/** The accounts host's collections (accounts, reviews, service areas, credentials, tokens), built from the shared seed. */
export function createAccountsHostCollections(seed: SandboxSeed): AccountsCollections {
  return createAccountsCollections(seed);
}

/** The accounts host's route modules: auth, profile, reviews, service areas and accounts. */
export const accountsHostRoutes: readonly SandboxRouteModule<AccountsCollections>[] = [
  authRoutes,
  profileRoutes,
  reviewRoutes,
  serviceAreaRoutes,
  accountRoutes,
];

import { roleIds } from '@marketplace/domain';
import { demoAgencyCredentials } from '@marketplace/domain/fixtures';
import { createCollection } from '../../db/collection';
import type { SandboxSeed } from '../sandboxSeed';
import { createTokenStore } from './tokenStore';

/** An account that can sign in: its e-mail (the key, lower case), password, role and id within the role. */
export interface SignInCredential {
  readonly email: string;
  readonly password: string;
  readonly roleId: number;
  readonly accountId: number;
  /** Shown on the host's demo page. */
  readonly name: string;
}

/** E-mails compare without case or surrounding spaces, as sign-in forms are typed. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

function fullName(first: string | null | undefined, last: string | null | undefined): string {
  return [first, last].filter((part) => part != null && part.trim() !== '').join(' ');
}

/**
 * Who can sign in: the demo agency with the seed's demo credentials, then every other agency (its
 * `email`), every agent (its `email`) and every developer (its `businessEmail`), all with the demo
 * password, so e2e tests can sign in as a non-agency account and see the session's roleId check.
 * An e-mail already taken keeps its first owner.
 */
export function seedCredentials(seed: SandboxSeed): SignInCredential[] {
  const { password } = demoAgencyCredentials;
  const candidates: SignInCredential[] = [
    { email: demoAgencyCredentials.email, password, roleId: roleIds.AGENCY, accountId: seed.demoAgency.id, name: seed.demoAgency.name ?? '' },
    ...seed.agencies.map((agency) => ({ email: agency.email ?? '', password, roleId: roleIds.AGENCY, accountId: agency.id, name: agency.name ?? '' })),
    ...seed.agents.map((agent) => ({
      email: agent.email ?? '',
      password,
      roleId: roleIds.AGENT,
      accountId: agent.id,
      name: fullName(agent.firstName, agent.lastName),
    })),
    ...seed.developers.map((developer) => ({
      email: developer.businessEmail ?? '',
      password,
      roleId: roleIds.DEVELOPER,
      accountId: developer.id,
      name: developer.companyName ?? fullName(developer.firstName, developer.lastName),
    })),
  ];
  const byEmail = new Map<string, SignInCredential>();
  for (const candidate of candidates) {
    const email = normaliseEmail(candidate.email);
    if (email !== '' && !byEmail.has(email)) byEmail.set(email, { ...candidate, email });
  }
  return [...byEmail.values()];
}

/**
 * The accounts host's tables: the three kinds of account, the demo agency's reviews and their
 * authors, service areas, sign-in credentials and issued tokens. Names are prefixed so they cannot
 * collide with the other hosts' collections in the shared database.
 */
export function createAccountsCollections(seed: SandboxSeed) {
  return {
    accountAgencies: createCollection(seed.agencies),
    accountAgents: createCollection(seed.agents),
    accountDevelopers: createCollection(seed.developers),
    agencyReviews: createCollection(seed.reviews, { key: 'reviewId' }),
    reviewAuthors: createCollection(seed.reviewAuthors, { key: 'loginId' }),
    serviceAreas: createCollection(seed.lookups.serviceAreas),
    signInCredentials: createCollection(seedCredentials(seed), { key: 'email' }),
    authTokens: createTokenStore(),
  };
}

/** The accounts host's part of the sandbox database: what its route modules read and write. */
export type AccountsCollections = ReturnType<typeof createAccountsCollections>;

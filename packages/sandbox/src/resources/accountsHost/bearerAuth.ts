import { roleIds, type LoginId } from '@marketplace/domain';
import { bearerTokenOf } from '../../http/requestGuards';
import { errorResponse } from '../../http/responses';
import type { AccountsCollections } from './accounts.collections';
import type { AccountRef, TokenStore } from './tokenStore';

/** Message of a 401 for a call that came without a bearer token. */
export const missingTokenMessage = 'Authentication required';

/** Message of a 401 for a token the sandbox never signed, edited since, or expired. */
export const invalidTokenMessage = 'Invalid or expired token';

/** The token of an `Authorization: Bearer <token>` header (scheme in any case), or null. */
export function bearerToken(request: Request): string | null {
  return bearerTokenOf(request);
}

/**
 * The account behind the request's bearer token, or the 401 to answer: without a token, or with one
 * that is unknown or expired (the session clears its token on that 401).
 */
export function authenticate(request: Request, tokens: TokenStore): AccountRef | Response {
  const token = bearerToken(request);
  if (token === null) return errorResponse(401, missingTokenMessage);
  return tokens.resolve(token) ?? errorResponse(401, invalidTokenMessage);
}

/** An account's record as stored, with its roleId always set (GET /api/profile's `data`). */
export type AccountRecord = Record<string, unknown> & { readonly id: number; readonly roleId: number };

/** The stored record of an account, or undefined when it no longer exists. */
export function findAccount(db: AccountsCollections, account: AccountRef): AccountRecord | undefined {
  const record =
    account.roleId === roleIds.AGENCY
      ? db.accountAgencies.get(account.id)
      : account.roleId === roleIds.AGENT
        ? db.accountAgents.get(account.id)
        : account.roleId === roleIds.DEVELOPER
          ? db.accountDevelopers.get(account.id)
          : undefined;
  return record && { ...record, id: account.id, roleId: account.roleId };
}

/**
 * The login id an account acts under (a review's author): an agency's `loginId`; agent and developer
 * accounts carry none in the specs, so their account id stands in.
 */
export function loginIdOf(record: AccountRecord): LoginId {
  const { loginId } = record;
  return typeof loginId === 'number' || (typeof loginId === 'string' && loginId !== '') ? loginId : record.id;
}

import { roleIds, type LoginId } from '@marketplace/domain';
import type { RecordId } from '../db/collection';
import { requireSession, type SessionAccount, type TokenVerifier } from '../http/requestGuards';
import { errorResponse } from '../http/responses';

/**
 * The 403 body of a call that names another agency than the caller's, or that an account of the
 * wrong role makes (Spring Security's AccessDeniedException wording). A record of another agency
 * reached through its own id answers that route's 404 instead, so ids cannot be probed.
 */
export const accessDeniedMessage = 'Access Denied';

/** The agency accounts, to read the caller agency's login id (what team members are filed under). */
export interface AgencyAccounts {
  get(id: RecordId): { readonly loginId?: LoginId | null } | undefined;
}

/** What the agency checks read: the token store and the agency accounts (both of the accounts host). */
export interface AgencyAccessDb {
  readonly authTokens: TokenVerifier;
  readonly accountAgencies: AgencyAccounts;
}

/** The signed-in agency: its id (the `agencyId` of its records) and login id (its team's `agency_login_id`). */
export interface CallerAgency {
  readonly id: number;
  readonly loginId: LoginId | null;
}

/** The 403 answer of a call the caller may not make. */
export function accessDenied(): Response {
  return errorResponse(403, accessDeniedMessage);
}

/** The agency an account acts for: an agency account's own; agent and developer accounts act for none. */
export function agencyOf(account: SessionAccount, db: Pick<AgencyAccessDb, 'accountAgencies'>): CallerAgency | null {
  if (account.roleId !== roleIds.AGENCY) return null;
  const record = db.accountAgencies.get(account.id);
  return record ? { id: account.id, loginId: record.loginId ?? null } : null;
}

/**
 * The signed-in agency of a call that only an agency makes (its properties, team, CSV upload): the
 * 401 without a valid session, 403 for an agent's or developer's token.
 */
export function requireAgency(request: Request, db: AgencyAccessDb): CallerAgency | Response {
  const account = requireSession(request, db.authTokens);
  if (account instanceof Response) return account;
  return agencyOf(account, db) ?? accessDenied();
}

/** Whether two ids name the same record, whatever their type (`101` and `'101'`). */
export function sameId(a: RecordId | null | undefined, b: RecordId | null | undefined): boolean {
  return a != null && b != null && String(a) === String(b);
}

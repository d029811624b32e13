import { en } from '@marketplace/domain';
import { http, HttpResponse } from 'msw';
import type { SandboxRouteModule } from '../../handlers/buildSandboxHandlers';
import { sandboxControlPath } from '../../handlers/controlHandlers';
import { errorResponse } from '../../http/responses';
import { normaliseEmail, type AccountsCollections } from './accounts.collections';
import { authenticate } from './bearerAuth';
import { readJsonBody } from './jsonBody';
import { isValidLifetime } from './tokenStore';
import { signInTextFields } from '../writtenTextLimits';

/** Where e2e tests set the lifetime of tokens issued from then on: `POST` with `{ seconds }`. */
export const tokenLifetimePath = `${sandboxControlPath}/auth/token-lifetime` as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The auth contract of docs/decisions.md: `POST /api/auth/signin` `{ email, password }` answers a
 * fresh `{ token, expiresIn }` or 401 'Invalid email or password'; `POST /api/auth/refresh` with a
 * valid bearer token answers a new token (the old one lives on until its own expiry) or 401. Also the
 * control endpoint for the token lifetime, which like the other `/__sandbox` endpoints ignores faults.
 */
export const authRoutes: SandboxRouteModule<AccountsCollections> = ({ accounts, db }) => [
  accounts.post('/api/auth/signin', async ({ request }) => {
    const read = await readJsonBody(request, Object.keys(signInTextFields), signInTextFields);
    if (!read.ok) return read.response;
    const { body } = read;
    if (!isRecord(body) || typeof body.email !== 'string' || typeof body.password !== 'string') {
      return errorResponse(400, 'Email and password are required');
    }
    const credential = db.signInCredentials.get(normaliseEmail(body.email));
    if (!credential || credential.password !== body.password) return errorResponse(401, en.signIn.invalidCredentials);
    return HttpResponse.json(db.authTokens.issue({ roleId: credential.roleId, id: credential.accountId }));
  }),

  accounts.post('/api/auth/refresh', ({ request }) => {
    const account = authenticate(request, db.authTokens);
    if (account instanceof Response) return account;
    return HttpResponse.json(db.authTokens.issue(account));
  }),

  http.get(accounts.url(tokenLifetimePath), () => HttpResponse.json({ seconds: db.authTokens.lifetimeSeconds() })),

  http.post(accounts.url(tokenLifetimePath), async ({ request }) => {
    const read = await readJsonBody(request);
    if (!read.ok) return read.response;
    const body = read.body;
    const seconds = isRecord(body) ? body.seconds : undefined;
    if (!isValidLifetime(seconds)) return errorResponse(400, 'Expected a JSON body { seconds } with a positive whole number');
    db.authTokens.setLifetimeSeconds(seconds);
    return HttpResponse.json({ seconds });
  }),
];

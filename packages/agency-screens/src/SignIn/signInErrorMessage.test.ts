import { en } from '@marketplace/domain';
import { HttpError, NetworkError, SessionError, TimeoutError } from '@marketplace/api-client';
import { describe, expect, it } from 'vitest';
import { signInErrorMessage } from './signInErrorMessage';

const request = { method: 'POST', url: 'https://accounts.example/api/auth/signin' } as const;

function httpError(status: number, body: unknown) {
  return new HttpError(request, { status, statusText: '', body });
}

describe('signInErrorMessage', () => {
  it("shows the server's message.en, or the default for a 401 without one", () => {
    expect(signInErrorMessage(httpError(401, { message: { en: 'Account locked' } }))).toBe('Account locked');
    expect(signInErrorMessage(httpError(401, {}))).toBe(en.signIn.invalidCredentials);
    expect(signInErrorMessage(httpError(500, null))).toBe(en.common.unexpectedError);
  });

  it('says the server is unreachable on network failures and timeouts', () => {
    expect(signInErrorMessage(new NetworkError(request))).toBe(en.signIn.unreachable);
    expect(signInErrorMessage(new TimeoutError(request, 30_000))).toBe(en.signIn.unreachable);
  });

  it('explains a session that could not be established after the credentials were accepted', () => {
    expect(signInErrorMessage(new SessionError('wrongRole'))).toBe(en.signIn.notAgencyAccount);
    expect(signInErrorMessage(new SessionError('refreshFailed'))).toBe(en.session.tokenRefreshFailed);
    expect(signInErrorMessage(new SessionError('profileFailed'))).toBe(en.agencyProfile.loadDataFailed);
  });

  it('falls back to the generic message for anything else', () => {
    expect(signInErrorMessage(new Error('boom'))).toBe(en.common.unexpectedError);
  });
});

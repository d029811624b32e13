import { describe, expect, it } from 'vitest';
import { en } from '../messages/messages';
import { httpFailure, kindFailure, sessionFailure } from './errorFakes.testing';
import { signInErrorMessage } from './signInErrorMessage';

const message = (error: unknown) => signInErrorMessage(error, en);

describe('signInErrorMessage', () => {
  it("shows the server's message.en, or the default for a 401 without one", () => {
    expect(message(httpFailure(401, '', { message: { en: 'Account locked' } }, 'Account locked'))).toBe('Account locked');
    expect(message(httpFailure(401, '', {}))).toBe(en.signIn.invalidCredentials);
    expect(message(httpFailure(500, '', null))).toBe(en.common.unexpectedError);
  });

  it('says the server is unreachable on network failures and timeouts', () => {
    expect(message(kindFailure('network'))).toBe(en.signIn.unreachable);
    expect(message(kindFailure('timeout'))).toBe(en.signIn.unreachable);
  });

  it('explains a session that could not be established after the credentials were accepted', () => {
    expect(message(sessionFailure('wrongRole'))).toBe(en.signIn.notAgencyAccount);
    expect(message(sessionFailure('refreshFailed'))).toBe(en.session.tokenRefreshFailed);
    expect(message(sessionFailure('profileFailed'))).toBe(en.session.profileDataFailed);
  });

  it('falls back to the generic message for anything else', () => {
    expect(message(new Error('boom'))).toBe(en.common.unexpectedError);
  });

  it('words it in the catalogue it is given', () => {
    const ar = { ...en, signIn: { ...en.signIn, unreachable: 'تعذر الوصول إلى الخادم' } };
    expect(signInErrorMessage(kindFailure('network'), ar)).toBe('تعذر الوصول إلى الخادم');
  });
});

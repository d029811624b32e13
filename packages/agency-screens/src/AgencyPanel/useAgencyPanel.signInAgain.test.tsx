import { ApiProvider, createApiClient, type Session, type SessionSnapshot } from '@marketplace/api-client';
import { en, type SessionProfile } from '@marketplace/domain';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useAgencyPanel, type AgencyPanelOptions } from './useAgencyPanel';

const profile: SessionProfile = { id: 12, roleId: 4, role: 'AGENCY', loginId: 3012, name: 'Palm Vista Realty', email: 'agency@palmvista.ae' };
const other: SessionProfile = { ...profile, id: 13, loginId: 3013, name: 'Another Agency' };
const client = createApiClient({ propertyBaseUrl: 'http://property.test', accountsBaseUrl: 'http://accounts.test', getToken: () => null });

/** A session whose snapshot the test moves, and whose sign-in answers as told. */
function controlledSession(answer: () => Promise<SessionProfile>) {
  let snapshot: SessionSnapshot = { status: 'signedIn', profile, expiresAt: null, signOutReason: null, refreshRetrying: false };
  const listeners = new Set<() => void>();
  const set = (next: Partial<SessionSnapshot>) => {
    snapshot = { ...snapshot, ...next };
    for (const listener of listeners) listener();
  };
  const session: Session = {
    signIn: async () => {
      set({ status: 'loading', profile: null });
      try {
        const signedIn = await answer();
        set({ status: 'signedIn', profile: signedIn, signOutReason: null });
        return signedIn;
      } catch (error) {
        set({ status: 'signedOut', signOutReason: null });
        throw error;
      }
    },
    load: () => Promise.resolve(snapshot),
    signOut: () => set({ status: 'signedOut', profile: null, signOutReason: 'signOut' }),
    acceptSavedProfile: () => undefined,
    getToken: () => null,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
  };
  return { session, set };
}

function renderPanel(answer: () => Promise<SessionProfile>, options: AgencyPanelOptions = {}) {
  const { session, set } = controlledSession(answer);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApiProvider client={client} session={session}>
      {children}
    </ApiProvider>
  );
  const { result } = renderHook(() => useAgencyPanel(options), { wrapper });
  return { result, set };
}

const credentials = { email: 'agency@palmvista.ae', password: 'secret' };

describe('useAgencyPanel when the session ends under the panel', () => {
  it('keeps the panel with its agency and asks to sign in again, saying why, when the session ends by itself', () => {
    const { result, set } = renderPanel(() => Promise.resolve(profile));
    act(() => set({ status: 'signedOut', profile: null, signOutReason: 'refreshFailed' }));
    expect(result.current).toMatchObject({ isLoading: false, user: profile });
    expect(result.current.signInAgain).toMatchObject({ reason: en.session.tokenRefreshFailed, email: profile.email, error: null });
  });

  it('asks nothing when the user signed out', () => {
    const { result, set } = renderPanel(() => Promise.resolve(profile));
    act(() => set({ status: 'signedOut', profile: null, signOutReason: 'signOut' }));
    expect(result.current).toMatchObject({ isLoading: true, signInAgain: null });
  });

  it('keeps the page through a refused attempt, with its message, and closes the dialog once the same account is back', async () => {
    let attempts = 0;
    const onOtherAccount = vi.fn();
    const { result, set } = renderPanel(
      () => (attempts++ === 0 ? Promise.reject(new Error('refused')) : Promise.resolve(profile)),
      { onOtherAccount },
    );
    act(() => set({ status: 'signedOut', profile: null, signOutReason: 'unauthorized' }));
    await act(() => result.current.signInAgain?.onSubmit(credentials));
    expect(result.current.signInAgain).toMatchObject({ reason: en.session.sessionExpired, error: en.common.unexpectedError });
    expect(result.current.isLoading).toBe(false);
    await act(() => result.current.signInAgain?.onSubmit(credentials));
    expect(result.current).toMatchObject({ signInAgain: null, isLoading: false, user: profile });
    expect(onOtherAccount).not.toHaveBeenCalled();
  });

  it('starts over when someone signs in again as another account', async () => {
    const onOtherAccount = vi.fn();
    const { result, set } = renderPanel(() => Promise.resolve(other), { onOtherAccount });
    act(() => set({ status: 'signedOut', profile: null, signOutReason: 'refreshFailed' }));
    await act(() => result.current.signInAgain?.onSubmit(credentials));
    expect(onOtherAccount).toHaveBeenCalledTimes(1);
  });

  it('offers the way to the sign-in page only when the host gives one', () => {
    const onLeaveForSignIn = vi.fn();
    const { result, set } = renderPanel(() => Promise.resolve(profile), { onLeaveForSignIn });
    act(() => set({ status: 'signedOut', profile: null, signOutReason: 'refreshFailed' }));
    result.current.signInAgain?.onLeave?.();
    expect(onLeaveForSignIn).toHaveBeenCalledTimes(1);
  });
});

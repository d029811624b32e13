import { ApiProvider, createApiClient, type Session, type SessionSnapshot } from '@marketplace/api-client';
import type { SessionProfile } from '@marketplace/domain';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { useAgencyPanel } from './useAgencyPanel';

const profile: SessionProfile = { id: 12, roleId: 4, role: 'AGENCY', loginId: 3012, name: 'Palm Vista Realty', email: 'agency@palmvista.ae' };
const client = createApiClient({ propertyBaseUrl: 'http://property.test', accountsBaseUrl: 'http://accounts.test', getToken: () => null });

function panelWith(given: Partial<SessionSnapshot>) {
  const snapshot: SessionSnapshot = { status: 'idle', profile: null, expiresAt: null, signOutReason: null, refreshRetrying: false, ...given };
  const session: Session = {
    signIn: () => Promise.reject(new Error('not in this test')),
    load: () => Promise.resolve(snapshot),
    signOut: () => undefined,
    acceptSavedProfile: () => undefined,
    getToken: () => null,
    subscribe: () => () => undefined,
    getSnapshot: () => snapshot,
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApiProvider client={client} session={session}>
      {children}
    </ApiProvider>
  );
  return renderHook(() => useAgencyPanel(), { wrapper }).result.current;
}

describe('useAgencyPanel', () => {
  it('shows the overlay while a session loads without a stored profile', () => {
    expect(panelWith({ status: 'loading' })).toMatchObject({ isLoading: true, user: null });
  });

  it('shows the panel while the check runs on the profile this tab stored', () => {
    expect(panelWith({ status: 'loading', profile })).toMatchObject({ isLoading: false, user: profile });
  });

  it('shows the panel once signed in, and the overlay once signed out', () => {
    expect(panelWith({ status: 'signedIn', profile })).toMatchObject({ isLoading: false });
    expect(panelWith({ status: 'signedOut' })).toMatchObject({ isLoading: true });
  });

  it('says it is reconnecting while a signed-in session retries its refresh', () => {
    expect(panelWith({ status: 'signedIn', profile })).toMatchObject({ isReconnecting: false });
    expect(panelWith({ status: 'signedIn', profile, refreshRetrying: true })).toMatchObject({ isReconnecting: true });
  });
});

import { useSyncExternalStore } from 'react';
import type { SessionProfile } from '@marketplace/domain';
import { useApiContext } from '../react/ApiProvider';
import type { CallerSignOutReason, SessionSnapshot } from './sessionTypes';

/** What {@link useSession} returns: the snapshot and the actions a screen may take. */
export interface UseSessionResult extends SessionSnapshot {
  signIn: (email: string, password: string) => Promise<SessionProfile>;
  signOut: (reason?: CallerSignOutReason) => void;
}

/** The session of the nearest `<ApiProvider>`, re-rendering on every change. Throws when the provider has no session. */
export function useSession(): UseSessionResult {
  const { session } = useApiContext();
  if (!session) throw new Error('useSession needs <ApiProvider session={...}>');
  const snapshot = useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);
  return { ...snapshot, signIn: session.signIn, signOut: session.signOut };
}

const noSession = () => () => undefined;
const noProfile = () => null;

/**
 * The signed-in profile, or `null` while there is none or when the provider has no session at all
 * (an embedder that passes the scope itself). Re-renders on every session change.
 */
export function useSessionProfile(): SessionProfile | null {
  const { session } = useApiContext();
  const subscribe = session?.subscribe ?? noSession;
  const getProfile = session ? () => session.getSnapshot().profile : noProfile;
  return useSyncExternalStore(subscribe, getProfile, getProfile);
}

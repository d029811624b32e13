import { useSyncExternalStore } from 'react';
import type { SessionProfile } from '@marketplace/domain';
import { useApiContext } from '../react/ApiProvider';
import type { SessionSnapshot } from './sessionTypes';

/** What {@link useSession} returns: the snapshot and the actions a screen may take. */
export interface UseSessionResult extends SessionSnapshot {
  signIn: (email: string, password: string) => Promise<SessionProfile>;
  signOut: () => void;
}

/** The session of the nearest `<ApiProvider>`, re-rendering on every change. Throws when the provider has no session. */
export function useSession(): UseSessionResult {
  const { session } = useApiContext();
  if (!session) throw new Error('useSession needs <ApiProvider session={...}>');
  const snapshot = useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);
  return { ...snapshot, signIn: session.signIn, signOut: session.signOut };
}

import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import type { ApiClient } from '../client';
import type { Session } from '../session/createSession';
import { forgetPreloadedQueries } from './preloadedQueries';

interface ApiContextValue {
  client: ApiClient;
  session: Session | null;
}

/** Shared with `useSession`; not exported from the package. */
export const ApiContext = createContext<ApiContextValue | null>(null);

/** Props of {@link ApiProvider}. */
export interface ApiProviderProps {
  /** The client every hook below uses. */
  client: ApiClient;
  /** The session `useSession()` reads; omit it where no screen needs one (stories of signed-out views). @default null */
  session?: Session | null;
  children?: ReactNode;
}

/** Gives the hooks below it their client and session. */
export function ApiProvider({ client, session = null, children }: ApiProviderProps) {
  const value = useMemo(() => ({ client, session }), [client, session]);
  // A request preloaded for one session must not answer a screen of the next one.
  useEffect(() => {
    if (!session) return undefined;
    return session.subscribe(() => {
      if (session.getSnapshot().status === 'signedOut') forgetPreloadedQueries();
    });
  }, [session]);
  return <ApiContext.Provider value={value}>{children}</ApiContext.Provider>;
}

/** The nearest `<ApiProvider>`'s context; throws outside one, which is a wiring bug. */
export function useApiContext(): ApiContextValue {
  const value = useContext(ApiContext);
  if (!value) throw new Error('useApiClient and useSession need an <ApiProvider> above them');
  return value;
}

/** The client of the nearest `<ApiProvider>`. */
export function useApiClient(): ApiClient {
  return useApiContext().client;
}

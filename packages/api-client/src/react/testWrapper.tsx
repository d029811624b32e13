import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { createApiClient, type ApiClient } from '../client';
import type { Session } from '../session/createSession';
import { ApiProvider } from './ApiProvider';

/** A client for hook tests that never reaches the network. */
export function createTestClient(): ApiClient {
  return createApiClient({
    propertyBaseUrl: 'https://property.test',
    accountsBaseUrl: 'https://accounts.test',
    getToken: () => null,
    fetch: () => Promise.reject(new TypeError('no network in hook tests')),
  });
}

/** A `renderHook` wrapper with a fresh SWR cache and the given client and session. */
export function hookWrapper(client: ApiClient, session: Session | null = null) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <ApiProvider client={client} session={session}>
          {children}
        </ApiProvider>
      </SWRConfig>
    );
  };
}

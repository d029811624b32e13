import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import type { ApiClient } from '../../client';
import { ApiProvider } from '../../react/ApiProvider';

/** A `renderHook` wrapper with a fresh SWR cache (no deduping) and the given client. */
export function propertyHookWrapper(client: ApiClient) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return (
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <ApiProvider client={client} session={null}>
          {children}
        </ApiProvider>
      </SWRConfig>
    );
  };
}

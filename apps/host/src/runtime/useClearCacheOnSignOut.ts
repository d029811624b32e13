import { useSession } from '@marketplace/api-client';
import { useEffect } from 'react';
import { useSWRConfig } from 'swr';

/** When a session ends, nothing the agency loaded may show to whoever signs in next. */
export function useClearCacheOnSignOut() {
  const { status } = useSession();
  const { mutate } = useSWRConfig();
  useEffect(() => {
    if (status === 'signedOut') void mutate(() => true, undefined, { revalidate: false });
  }, [status, mutate]);
}

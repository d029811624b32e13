import { useSession } from '@marketplace/api-client';
import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { useLocation } from 'wouter';
import { signInPaths } from '../routes/paths';

/**
 * When a session ends, nothing the agency loaded may show to whoever signs in next: the cache is
 * cleared once the user signs out, or the sign-in page shows. A session that ended by itself under the
 * panel keeps it while the panel asks the same user to sign in again over the page; signing in there
 * as another account reloads the page.
 */
export function useClearCacheOnSignOut() {
  const { status, signOutReason } = useSession();
  const [location] = useLocation();
  const { mutate } = useSWRConfig();
  const isGone = status === 'signedOut' && (signOutReason === 'signOut' || signInPaths.includes(location));
  useEffect(() => {
    if (isGone) void mutate(() => true, undefined, { revalidate: false });
  }, [isGone, mutate]);
}

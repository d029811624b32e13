import { useSession } from '@marketplace/api-client';
import type { AgencyPanelViewProps } from './AgencyPanelView';

/**
 * The signed-in agency, the loading overlay, the reconnecting notice and sign-out, from the session of
 * the nearest `<ApiProvider>`. A session being checked with the profile this tab stored shows the
 * panel, not the overlay.
 */
export function useAgencyPanel(): Pick<AgencyPanelViewProps, 'user' | 'isLoading' | 'isReconnecting' | 'onSignOut'> {
  const { status, profile, refreshRetrying, signOut } = useSession();
  const isShown = status === 'signedIn' || (status === 'loading' && profile !== null);
  return { user: profile, isLoading: !isShown, isReconnecting: status === 'signedIn' && refreshRetrying, onSignOut: signOut };
}

import { useSession } from '@marketplace/api-client';
import type { AgencyPanelViewProps } from './AgencyPanelView';

/** The signed-in agency, the loading overlay and sign-out, from the session of the nearest `<ApiProvider>`. */
export function useAgencyPanel(): Pick<AgencyPanelViewProps, 'user' | 'isLoading' | 'onSignOut'> {
  const { status, profile, signOut } = useSession();
  return { user: profile, isLoading: status !== 'signedIn', onSignOut: signOut };
}

import { useSession } from '@marketplace/api-client';
import { AgentList } from '@marketplace/agency-screens/agent-list';
import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { useUrlQueryLocation } from './useUrlQueryLocation';

/**
 * The agent list with its filters, page and open dialogs kept in the URL. Without a session token,
 * or when the server refuses it, it clears the session and goes to /signin (spec 2 section 6), as
 * the agency profile does for a session that believed itself signed in, and the sign-in page says the
 * session expired; one that ended by itself is the panel's to handle.
 */
export default function AgentListSection() {
  const { status, signOut } = useSession();
  const [, navigate] = useLocation();
  const onSignInRequired = useCallback(() => {
    if (status !== 'signedIn') return;
    // 'unauthorized': the sign-in page then says 'Your session has expired. Please log in again.' (spec 2 section 6).
    signOut('unauthorized');
    navigate('/signin', { replace: true });
  }, [status, signOut, navigate]);
  return <AgentList location={useUrlQueryLocation()} onSignInRequired={onSignInRequired} />;
}

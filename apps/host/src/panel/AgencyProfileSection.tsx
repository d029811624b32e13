import { useSession } from '@marketplace/api-client';
import { AgencyProfile } from '@marketplace/agency-screens/agency-profile';
import { useCallback } from 'react';
import { useLocation } from 'wouter';

/**
 * The agency profile; a lost session (401 on load) clears it and goes to /signin, as spec 1 section 8
 * says, for a session that believed itself signed in. One that has ended by itself, or is signing in
 * again, is the panel's: it asks to sign in again over the page, which keeps the form as it was
 * (docs/decisions.md, 'Host and session').
 */
export default function AgencyProfileSection() {
  const { status, signOut } = useSession();
  const [, navigate] = useLocation();
  const onSignInRequired = useCallback(() => {
    if (status !== 'signedIn') return;
    signOut();
    navigate('/signin', { replace: true });
  }, [status, signOut, navigate]);
  return <AgencyProfile onSignInRequired={onSignInRequired} />;
}

import { useSession } from '@marketplace/api-client';
import { AgencyProfile } from '@marketplace/agency-screens/agency-profile';
import { useCallback } from 'react';
import { useLocation } from 'wouter';

/** The agency profile; a lost session (401 on load) clears it and goes to /signin, as spec 1 section 8 says. */
export default function AgencyProfileSection() {
  const { signOut } = useSession();
  const [, navigate] = useLocation();
  const onSignInRequired = useCallback(() => {
    signOut();
    navigate('/signin', { replace: true });
  }, [signOut, navigate]);
  return <AgencyProfile onSignInRequired={onSignInRequired} />;
}

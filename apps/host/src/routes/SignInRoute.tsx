import { useSession } from '@marketplace/api-client';
import { shellMessages, signInMessages } from '@marketplace/domain';
import { SignIn } from '@marketplace/agency-screens/sign-in';
import { Redirect, useLocation, useSearch } from 'wouter';
import { useHostRuntime } from '../runtime/HostRuntimeContext';
import { panelPath } from './paths';
import { returnPathFrom } from './returnPath';
import { useDocumentTitle } from './useDocumentTitle';

/**
 * The agency sign-in page; a signed-in agency goes on to the panel page its `?next=` names (the page
 * a session ended on, or a deep link opened without one), else to the dashboard.
 */
export default function SignInRoute() {
  const [, navigate] = useLocation();
  const { demoCredentials } = useHostRuntime();
  const { status } = useSession();
  const destination = returnPathFrom(useSearch()) ?? panelPath('dashboard');
  useDocumentTitle(shellMessages.documentTitle(signInMessages.title));
  if (status === 'signedIn') return <Redirect to={destination} replace />;
  return <SignIn onSignedIn={() => navigate(destination, { replace: true })} demoCredentials={demoCredentials} />;
}

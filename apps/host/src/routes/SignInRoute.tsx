import { useSession } from '@marketplace/api-client';
import { SignIn } from '@marketplace/agency-screens/sign-in';
import { Redirect, useLocation } from 'wouter';
import { useHostRuntime } from '../runtime/HostRuntimeContext';
import { panelPath } from './paths';

/** The agency sign-in page; a signed-in agency goes straight to its panel. */
export default function SignInRoute() {
  const [, navigate] = useLocation();
  const { demoCredentials } = useHostRuntime();
  const { status } = useSession();
  if (status === 'signedIn') return <Redirect to={panelPath('dashboard')} replace />;
  return <SignIn onSignedIn={() => navigate(panelPath('dashboard'), { replace: true })} demoCredentials={demoCredentials} />;
}

import { useSession } from '@marketplace/api-client';
import { useShellMessages, useSignInMessages } from '@marketplace/agency-screens/messages';
import { SignIn } from '@marketplace/agency-screens/sign-in';
import { Redirect, useLocation, useSearch } from 'wouter';
import { useHostLocale } from '../locale/HostLocaleContext';
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
  useDocumentTitle(useShellMessages().documentTitle(useSignInMessages().title));
  // react-aria's locale comes with the Arabic catalogue (the English page's first load goes without it).
  // The page offers no switch, so the wrapper never comes or goes under a shown form.
  const { I18nProvider } = useHostLocale();
  if (status === 'signedIn') return <Redirect to={destination} replace />;
  const page = <SignIn onSignedIn={() => navigate(destination, { replace: true })} demoCredentials={demoCredentials} />;
  return I18nProvider ? <I18nProvider locale="ar-AE">{page}</I18nProvider> : page;
}

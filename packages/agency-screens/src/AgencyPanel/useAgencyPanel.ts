import { useSession } from '@marketplace/api-client';
import { sessionEndedMessage, type SessionProfile } from '@marketplace/domain';
import { useState } from 'react';
import { useCommonMessages, useSessionMessages, useSignInMessages } from '../messages';
import type { SignInCredentials } from '../shared/SignInForm';
import { useSignInAttempt } from '../shared/useSignInAttempt';
import type { AgencyPanelViewProps } from './AgencyPanelView';

/** Options of {@link useAgencyPanel}. */
export interface AgencyPanelOptions {
  /**
   * Offered beside signing in again when a session ends under the panel: the host's sign-in page
   * (which should come back to this page). @default no such choice
   */
  onLeaveForSignIn?: () => void;
  /**
   * Someone signs in again over the panel as another account: the page holds the previous
   * account's data and edits, so it must start over. @default reloads the page
   */
  onOtherAccount?: () => void;
}

type PanelState = Pick<AgencyPanelViewProps, 'user' | 'isLoading' | 'isReconnecting' | 'onSignOut' | 'signInAgain'>;

const reload = () => window.location.reload();

/**
 * The signed-in agency, the loading overlay, the reconnecting notice and sign-out, from the session of
 * the nearest `<ApiProvider>`. A session being checked with the profile this tab stored shows the
 * panel, not the overlay. A session that ends by itself while the panel is shown keeps the panel, under
 * a dialog that signs in again.
 */
export function useAgencyPanel({ onLeaveForSignIn, onOtherAccount = reload }: AgencyPanelOptions = {}): PanelState {
  const { status, profile, refreshRetrying, signOutReason, signOut } = useSession();
  const { attempt, error } = useSignInAttempt();
  const messages = { signIn: useSignInMessages(), session: useSessionMessages(), common: useCommonMessages() };
  // The account the panel last showed, and why its session ended by itself, kept until it is signed in
  // again: through the sign-in attempts in between (loading, refused) the page stays as it was. State
  // adjusted while rendering, as React advises for values derived from a changing input.
  const [shown, setShown] = useState<SessionProfile | null>(null);
  const [endedReason, setEndedReason] = useState<string | null>(null);
  if (status === 'signedIn') {
    if (profile && profile !== shown) setShown(profile);
    if (endedReason !== null) setEndedReason(null);
  } else if (status === 'signedOut' && shown && endedReason === null) {
    const reason = sessionEndedMessage(signOutReason, messages);
    if (reason !== null) setEndedReason(reason);
  }

  if (endedReason !== null && shown) {
    const onSubmit = async (credentials: SignInCredentials) => {
      const signedIn = await attempt(credentials);
      if (signedIn && signedIn.id !== shown.id) onOtherAccount();
    };
    return {
      user: shown,
      isLoading: false,
      isReconnecting: false,
      onSignOut: signOut,
      signInAgain: { reason: endedReason, email: shown.email, onSubmit, error, onLeave: onLeaveForSignIn },
    };
  }
  const isShown = status === 'signedIn' || (status === 'loading' && profile !== null);
  return { user: profile, isLoading: !isShown, isReconnecting: status === 'signedIn' && refreshRetrying, onSignOut: signOut, signInAgain: null };
}

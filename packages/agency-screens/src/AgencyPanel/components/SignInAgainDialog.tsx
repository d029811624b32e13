import { Banner, Button, Dialog, Modal, Text } from '@marketplace/ui';
import { useSignInMessages } from '../../messages';
import { SignInForm, type SignInCredentials } from '../../shared/SignInForm';

export interface SignInAgainDialogProps {
  /** Why the session ended, in the catalogue's words (e.g. 'Token refresh failed'). */
  reason: string;
  /** The e-mail of the account whose session ended; the form starts with it. */
  email?: string;
  /** Signs in; resolve when done and report a failure through `error` (the form keeps what was typed). */
  onSubmit: (credentials: SignInCredentials) => Promise<void>;
  /** The failed sign-in's message. */
  error: string | null;
  /** Leaves for the sign-in page instead; without it the dialog offers no way out but signing in. */
  onLeave?: () => void;
}

/**
 * Over a panel whose session ended by itself: sign in again and the page underneath, with what was
 * typed and not yet saved, carries on. It cannot be dismissed: nothing on the page works without a
 * session.
 */
export function SignInAgainDialog({ reason, email, onSubmit, error, onLeave }: SignInAgainDialogProps) {
  const messages = useSignInMessages();
  return (
    <Modal isOpen isDismissable={false} isKeyboardDismissDisabled size="small">
      <Dialog title={messages.sessionEndedTitle} description={reason} role="alertdialog">
        <SignInForm
          onSubmit={onSubmit}
          initialEmail={email}
          header={
            <>
              <Text size="small">{messages.signInAgainBody}</Text>
              {error ? (
                <Banner tone="error" title={messages.failedTitle}>
                  {error}
                </Banner>
              ) : null}
            </>
          }
          footer={
            onLeave ? (
              <Button variant="ghost" fullWidth onPress={onLeave}>
                {messages.goToSignInPage}
              </Button>
            ) : null
          }
        />
      </Dialog>
    </Modal>
  );
}

export default SignInAgainDialog;

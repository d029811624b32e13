import { Banner, Card, Text } from '@marketplace/ui';
import { useShellMessages, useSignInMessages } from '../messages';
import { SignInForm, type SignInCredentials } from '../shared/SignInForm';
import * as styles from './SignIn.css';

export type { SignInCredentials };

export interface SignInViewProps {
  /** Called with the trimmed credentials; resolve when done and report a failure through `error` (the form keeps what was typed). */
  onSubmit: (credentials: SignInCredentials) => Promise<void> | void;
  /** The server's or the session's message after a failed sign-in. */
  error?: string | null;
  /** Why the last session ended when it ended by itself (e.g. 'Token refresh failed'); shown until a sign-in fails with its own error. */
  sessionEnded?: string | null;
  /** Credentials shown in demo mode so reviewers can sign in to the sandbox. */
  demoCredentials?: SignInCredentials | null;
  /** The product name above the form. @default the catalogue's `shell.panelTitle` */
  brand?: string;
}

/** The agency sign-in page: the form of `SignInForm` under the product's name, with why a session ended. */
export function SignInView({ onSubmit, error, sessionEnded, demoCredentials, brand }: SignInViewProps) {
  const messages = useSignInMessages();
  const shellMessages = useShellMessages();
  return (
    <main className={styles.page}>
      <div className={styles.panel}>
        <p className={styles.brand}>{brand ?? shellMessages.panelTitle}</p>
        <Card padding="large">
          <SignInForm
            onSubmit={onSubmit}
            header={
              <>
                <div className={styles.heading}>
                  <Text as="h1" size="xlarge" weight="bold" {...{ elementtiming: 'signin-form' }}>
                    {messages.title}
                  </Text>
                  <Text tone="muted" size="small">
                    {messages.subtitle}
                  </Text>
                </div>
                {error ? (
                  <Banner tone="error" title={messages.failedTitle}>
                    {error}
                  </Banner>
                ) : sessionEnded ? (
                  <Banner tone="warning" title={messages.sessionEndedTitle}>
                    {sessionEnded}
                  </Banner>
                ) : null}
              </>
            }
            footer={
              demoCredentials ? (
                <Banner tone="info" title={messages.demoTitle}>
                  <span dir="ltr" className={styles.demo}>
                    {demoCredentials.email} / {demoCredentials.password}
                  </span>
                </Banner>
              ) : null
            }
          />
        </Card>
      </div>
    </main>
  );
}

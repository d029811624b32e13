import { Banner, Button, Card, Form, Text, TextField } from '@marketplace/ui';
import { useState, type FormEvent } from 'react';
import { useShellMessages, useSignInMessages } from '../messages';
import * as styles from './SignIn.css';

export interface SignInCredentials {
  email: string;
  password: string;
}

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

// A deliberately loose check: the server has the last word, the form only catches typos early.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The agency sign-in form: e-mail and password, validated before the call, never submitted twice.
 * It validates with react-aria's own form validation rather than react-hook-form and zod: two fields
 * do not need them, and this page is the first load of every visit (the budget in `pnpm bench`).
 */
export function SignInView({ onSubmit, error, sessionEnded, demoCredentials, brand }: SignInViewProps) {
  const messages = useSignInMessages();
  const shellMessages = useShellMessages();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [isSubmitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    setSubmitting(true);
    try {
      await onSubmit({ email: email.trim(), password });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <main className={styles.page}>
      <div className={styles.panel}>
        <p className={styles.brand}>{brand ?? shellMessages.panelTitle}</p>
        <Card padding="large">
          <Form onSubmit={submit}>
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
            <TextField
              label={messages.email}
              name="email"
              type="email"
              autoComplete="username"
              isRequired
              value={email}
              onChange={setEmail}
              validate={(value) =>
                value.trim() === '' ? messages.emailRequired : emailPattern.test(value.trim()) ? null : messages.emailInvalid
              }
            />
            <TextField
              label={messages.password}
              name="password"
              type="password"
              autoComplete="current-password"
              isRequired
              value={password}
              onChange={setPassword}
              validate={(value) => (value === '' ? messages.passwordRequired : null)}
            />
            <Button type="submit" fullWidth size="large" isPending={isSubmitting} pendingLabel={messages.submitting}>
              {messages.submit}
            </Button>
            {demoCredentials ? (
              <Banner tone="info" title={messages.demoTitle}>
                <span className={styles.demo}>
                  {demoCredentials.email} / {demoCredentials.password}
                </span>
              </Banner>
            ) : null}
          </Form>
        </Card>
      </div>
    </main>
  );
}

import { Button, Form, TextField } from '@marketplace/ui';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useSignInMessages } from '../messages';

/** What the agency signs in with. */
export interface SignInCredentials {
  email: string;
  password: string;
}

export interface SignInFormProps {
  /** Called with the trimmed credentials; the form stays busy until it settles and keeps what was typed. */
  onSubmit: (credentials: SignInCredentials) => Promise<void> | void;
  /** The e-mail the field starts with (the account whose session ended). @default '' */
  initialEmail?: string;
  /** Above the fields: the heading and any banner. */
  header?: ReactNode;
  /** Below the button: the demo credentials. */
  footer?: ReactNode;
}

// A deliberately loose check: the server has the last word, the form only catches typos early.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * E-mail, password and Sign In, validated before the call and never submitted twice: the sign-in
 * page's form and the one that signs in again over the panel. It validates with react-aria's own
 * form validation rather than react-hook-form and zod: two fields do not need them, and the sign-in
 * page is the first load of every visit (the budget in `pnpm bench`).
 */
export function SignInForm({ onSubmit, initialEmail = '', header, footer }: SignInFormProps) {
  const messages = useSignInMessages();
  const [email, setEmail] = useState(initialEmail);
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
    <Form onSubmit={submit}>
      {header}
      <TextField
        label={messages.email}
        name="email"
        type="email"
        autoComplete="username"
        isRequired
        value={email}
        onChange={setEmail}
        validate={(value) => (value.trim() === '' ? messages.emailRequired : emailPattern.test(value.trim()) ? null : messages.emailInvalid)}
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
      {footer}
    </Form>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { en, type Messages } from '@marketplace/domain';
import { Banner, Button, Card, Stack, Text, TextField } from '@marketplace/ui';
import { Controller, useForm } from 'react-hook-form';
import * as z from 'zod';
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
  /** Credentials shown in demo mode so reviewers can sign in to the sandbox. */
  demoCredentials?: SignInCredentials | null;
  /** @default en.signIn */
  messages?: Messages['signIn'];
  /** @default en.shell.panelTitle */
  brand?: string;
}

function signInSchema(messages: Messages['signIn']) {
  return z.object({
    email: z.string().trim().min(1, messages.emailRequired).pipe(z.email(messages.emailInvalid)),
    password: z.string().min(1, messages.passwordRequired),
  });
}

/** The agency sign-in form: e-mail and password, validated before the call, never submitted twice. */
export function SignInView({ onSubmit, error, demoCredentials, messages = en.signIn, brand = en.shell.panelTitle }: SignInViewProps) {
  const { control, handleSubmit, formState } = useForm<SignInCredentials>({
    resolver: zodResolver(signInSchema(messages)),
    defaultValues: { email: '', password: '' },
  });

  return (
    <main className={styles.page}>
      <div className={styles.panel}>
        <p className={styles.brand}>{brand}</p>
        <Card padding="large">
          <form noValidate onSubmit={handleSubmit((values) => onSubmit(values))}>
            <Stack gap="large">
              <Stack gap="xxsmall">
                <Text as="h1" size="xlarge" weight="bold">
                  {messages.title}
                </Text>
                <Text tone="muted" size="small">
                  {messages.subtitle}
                </Text>
              </Stack>
              {error ? (
                <Banner tone="error" title={messages.failedTitle}>
                  {error}
                </Banner>
              ) : null}
              <Controller
                control={control}
                name="email"
                render={({ field, fieldState }) => (
                  <TextField
                    label={messages.email}
                    type="email"
                    autoComplete="username"
                    isRequired
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    isInvalid={fieldState.invalid}
                    errorMessage={fieldState.error?.message}
                  />
                )}
              />
              <Controller
                control={control}
                name="password"
                render={({ field, fieldState }) => (
                  <TextField
                    label={messages.password}
                    type="password"
                    autoComplete="current-password"
                    isRequired
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    isInvalid={fieldState.invalid}
                    errorMessage={fieldState.error?.message}
                  />
                )}
              />
              <Button type="submit" fullWidth size="large" isPending={formState.isSubmitting} pendingLabel={messages.submitting}>
                {messages.submit}
              </Button>
              {demoCredentials ? (
                <Banner tone="info" title={messages.demoTitle}>
                  <span className={styles.demo}>
                    {demoCredentials.email} / {demoCredentials.password}
                  </span>
                </Banner>
              ) : null}
            </Stack>
          </form>
        </Card>
      </div>
    </main>
  );
}

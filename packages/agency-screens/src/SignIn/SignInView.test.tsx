import { en } from '@marketplace/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SignInView } from './SignInView';

describe('SignInView', () => {
  it('says what is missing or wrong before calling the server', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<SignInView onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: en.signIn.submit }));
    expect(await screen.findByText(en.signIn.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(en.signIn.passwordRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText(en.signIn.email, { exact: false }), 'not-an-email');
    await user.click(screen.getByRole('button', { name: en.signIn.submit }));
    expect(await screen.findByText(en.signIn.emailInvalid)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits trimmed credentials with the keyboard', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<SignInView onSubmit={onSubmit} />);
    await user.tab();
    await user.keyboard('  agency@example.com ');
    await user.tab();
    await user.keyboard('s3cret!{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ email: 'agency@example.com', password: 's3cret!' });
  });

  it('keeps what was typed and shows the failure; a second press while pending is ignored', async () => {
    const user = userEvent.setup();
    let finish: () => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { rerender } = render(<SignInView onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText(en.signIn.email, { exact: false }), 'agency@example.com');
    await user.type(screen.getByLabelText(en.signIn.password, { exact: false }), 'wrong');
    await user.click(screen.getByRole('button', { name: en.signIn.submit }));
    const pending = await screen.findByRole('button', { name: en.signIn.submitting });
    await user.click(pending);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    finish();
    rerender(<SignInView onSubmit={onSubmit} error={en.signIn.invalidCredentials} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(en.signIn.invalidCredentials);
    expect(screen.getByLabelText(en.signIn.email, { exact: false })).toHaveValue('agency@example.com');
    expect(screen.getByLabelText(en.signIn.password, { exact: false })).toHaveValue('wrong');
  });

  it('says why the last session ended until a sign-in fails with its own error', () => {
    const { rerender } = render(<SignInView onSubmit={vi.fn()} sessionEnded={en.session.tokenRefreshFailed} />);
    expect(screen.getByRole('status')).toHaveTextContent(`${en.signIn.sessionEndedTitle}${en.session.tokenRefreshFailed}`);
    rerender(<SignInView onSubmit={vi.fn()} sessionEnded={en.session.tokenRefreshFailed} error={en.signIn.invalidCredentials} />);
    expect(screen.queryByText(en.signIn.sessionEndedTitle)).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(en.signIn.invalidCredentials);
  });

  it('shows the demo credentials only in demo mode', () => {
    const { rerender } = render(<SignInView onSubmit={vi.fn()} />);
    expect(screen.queryByText(en.signIn.demoTitle)).not.toBeInTheDocument();
    rerender(<SignInView onSubmit={vi.fn()} demoCredentials={{ email: 'demo@agency.ae', password: 'demo1234' }} />);
    expect(screen.getByText('demo@agency.ae / demo1234')).toBeInTheDocument();
  });
});

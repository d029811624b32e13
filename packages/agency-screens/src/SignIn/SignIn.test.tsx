import { ApiProvider, createApiClient, createSession, type Session } from '@marketplace/api-client';
import { en } from '@marketplace/domain';
import { demoAgencyCredentials } from '@marketplace/domain/fixtures';
import { createSandbox } from '@marketplace/sandbox/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SignIn } from './SignIn';

const hosts = { propertyBaseUrl: 'http://property.test', accountsBaseUrl: 'http://accounts.test' };
const sandbox = createSandbox(hosts);
const server = setupServer(...sandbox.handlers);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  sandbox.reset();
  sessionStorage.clear();
});
afterAll(() => server.close());

function renderSignIn() {
  const ref: { session?: Session } = {};
  const client = createApiClient({ ...hosts, getToken: () => ref.session?.getToken() ?? null });
  const session = createSession({ client });
  ref.session = session;
  const onSignedIn = vi.fn();
  render(
    <ApiProvider client={client} session={session}>
      <SignIn onSignedIn={onSignedIn} />
    </ApiProvider>,
  );
  return { onSignedIn, session };
}

async function submit(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(en.signIn.email, { exact: false }), email);
  await user.type(screen.getByLabelText(en.signIn.password, { exact: false }), password);
  await user.click(screen.getByRole('button', { name: en.signIn.submit }));
}

describe('SignIn against the sandbox', () => {
  it('signs the demo agency in and hands over to the host', async () => {
    const { onSignedIn, session } = renderSignIn();
    await submit(demoAgencyCredentials.email, demoAgencyCredentials.password);
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(session.getSnapshot()).toMatchObject({ status: 'signedIn', profile: { name: 'Marina Homes Real Estate', roleId: 4 } });
  });

  it("shows the server's message for wrong credentials and keeps what was typed", async () => {
    const { onSignedIn } = renderSignIn();
    await submit(demoAgencyCredentials.email, 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(en.signIn.invalidCredentials);
    expect(screen.getByLabelText(en.signIn.email, { exact: false })).toHaveValue(demoAgencyCredentials.email);
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('says the server is unreachable when the sign-in call fails on the network', async () => {
    sandbox.faults.set('POST /api/auth/signin', { networkError: true });
    renderSignIn();
    await submit(demoAgencyCredentials.email, demoAgencyCredentials.password);
    expect(await screen.findByRole('alert')).toHaveTextContent(en.signIn.unreachable);
  });
});

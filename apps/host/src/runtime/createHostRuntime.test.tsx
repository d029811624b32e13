import { ApiProvider } from '@marketplace/api-client';
import { en } from '@marketplace/domain';
import { demoAgencyCredentials as seedCredentials } from '@marketplace/domain/fixtures';
import { createSandbox } from '@marketplace/sandbox/testing';
import { act, render, screen } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import SignInRoute from '../routes/SignInRoute';
import { createHostRuntime, type HostRuntime } from './createHostRuntime';
import { demoAgencyCredentials } from './demoAgencyCredentials';
import { HostRuntimeContext } from './HostRuntimeContext';

const demoEnv = {};
const apiEnv = { VITE_PROPERTY_API_URL: 'http://property.test', VITE_ACCOUNTS_API_URL: 'http://accounts.test' };

/** The sandbox's start as the test drives it: `answer()` is msw's worker coming up, late. */
function sandboxStartedByHand() {
  const sandbox = createSandbox({ propertyBaseUrl: location.origin, accountsBaseUrl: location.origin });
  const server = setupServer(...sandbox.handlers);
  let started!: () => void;
  const start = vi.fn(() => new Promise<void>((resolve) => (started = resolve)));
  return {
    start,
    answer() {
      server.listen({ onUnhandledRequest: 'error' });
      started();
    },
    close: () => server.close(),
  };
}

async function renderSignInPage(runtime: HostRuntime) {
  // Awaited: the page may suspend for the demo credentials' chunk, and React retries it inside act.
  await act(async () => {
    render(
      <HostRuntimeContext.Provider value={runtime}>
        <ApiProvider client={runtime.client} session={runtime.session}>
          <Suspense fallback={<p>Loading</p>}>
            <SignInRoute />
          </Suspense>
        </ApiProvider>
      </HostRuntimeContext.Provider>,
    );
  });
}

const onSignedOut = () => undefined;

/** The page on screen, then a key pressed on it: a tab without a session starts its sandbox then. */
async function showAndUse(runtime: HostRuntime) {
  runtime.pageShown();
  await new Promise((resolve) => setTimeout(resolve, 0));
  document.dispatchEvent(new KeyboardEvent('keydown'));
}
let closeSandbox = () => {};
afterEach(() => {
  closeSandbox();
  sessionStorage.clear();
});

describe('createHostRuntime in demo mode', () => {
  it('returns the runtime at once and holds a call made before the sandbox answers, then answers it', async () => {
    const sandbox = sandboxStartedByHand();
    closeSandbox = sandbox.close;
    const runtime = createHostRuntime({ env: demoEnv, onSignedOut, startSandbox: sandbox.start });
    expect(runtime.isDemo).toBe(true);
    await showAndUse(runtime);
    await vi.waitFor(() => expect(sandbox.start).toHaveBeenCalledTimes(1));

    let signedIn = false;
    const signingIn = runtime.session.signIn(seedCredentials.email, seedCredentials.password).then((profile) => {
      signedIn = true;
      return profile;
    });
    // Nothing listens yet: a call that went out now would fail on the network.
    for (let tick = 0; tick < 5; tick += 1) await new Promise((resolve) => setTimeout(resolve, 0));
    expect(signedIn).toBe(false);

    sandbox.answer();
    await runtime.ready;
    expect((await signingIn).roleId).toBe(4);
    expect(runtime.session.getToken()).not.toBeNull();
  });

  it('starts the sandbox at the first use of the shown page in a tab without a session, at once in one with', async () => {
    const withoutSession = vi.fn(() => Promise.resolve());
    const runtime = createHostRuntime({ env: demoEnv, onSignedOut, startSandbox: withoutSession });
    document.dispatchEvent(new KeyboardEvent('keydown'));
    for (let tick = 0; tick < 5; tick += 1) await new Promise((resolve) => setTimeout(resolve, 0));
    expect(withoutSession).not.toHaveBeenCalled();
    runtime.pageShown();
    for (let tick = 0; tick < 5; tick += 1) await new Promise((resolve) => setTimeout(resolve, 0));
    expect(withoutSession).not.toHaveBeenCalled();
    document.dispatchEvent(new KeyboardEvent('keydown'));
    await vi.waitFor(() => expect(withoutSession).toHaveBeenCalledTimes(1));

    sessionStorage.setItem('token', 'tok-1');
    const withSession = vi.fn(() => Promise.resolve());
    createHostRuntime({ env: demoEnv, onSignedOut, startSandbox: withSession });
    await vi.waitFor(() => expect(withSession).toHaveBeenCalledTimes(1));
  });

  it('shows the sign-in form, with the demo credentials, while the sandbox is still starting', async () => {
    const runtime = createHostRuntime({ env: demoEnv, onSignedOut, startSandbox: () => new Promise(() => undefined) });
    await renderSignInPage(runtime);
    expect(await screen.findByRole('heading', { name: en.signIn.title })).toBeVisible();
    expect(screen.getByLabelText(en.signIn.email, { exact: false })).toBeEnabled();
    // With the form, not after it.
    expect(screen.getByText(`${seedCredentials.email} / ${seedCredentials.password}`)).toBeVisible();
  });

  it("shows the seed's own demo agency", () => {
    expect(demoAgencyCredentials).toEqual(seedCredentials);
  });
});

describe('createHostRuntime with an API configured', () => {
  it('starts no sandbox, shows no demo credentials and is ready at once', async () => {
    const startSandbox = vi.fn(() => Promise.resolve());
    const runtime = createHostRuntime({ env: apiEnv, onSignedOut, startSandbox });
    expect(runtime.isDemo).toBe(false);
    await expect(runtime.ready).resolves.toBeUndefined();
    expect(startSandbox).not.toHaveBeenCalled();
    await renderSignInPage(runtime);
    expect(await screen.findByRole('heading', { name: en.signIn.title })).toBeVisible();
    expect(runtime.demoCredentials).toBeNull();
    expect(screen.queryByText(en.signIn.demoTitle)).toBeNull();
  });
});

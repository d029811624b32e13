import { ApiProvider, createApiClient, createSession, type ApiClient, type Session } from '@marketplace/api-client';
import { demoAgencyCredentials } from '@marketplace/domain/fixtures';
import { createSandbox, type Sandbox } from '@marketplace/sandbox/testing';
import type { ReactElement } from 'react';
import { SWRConfig } from 'swr';

/** What a story file of a screen that needs a real session (sign-in, the panel) uses. */
export interface StorySession {
  /** The sandbox itself: its database and fault registry. */
  readonly sandbox: Sandbox;
  /** Puts the story's client and session (same origin, msw serves the sandbox) around the story. */
  readonly withSession: (Story: () => ReactElement) => ReactElement;
  /** For a story's `beforeEach({ msw })`: a fresh database, no faults, an empty sessionStorage and a new, signed-out session. */
  readonly resetSession: (msw: { use: (...handlers: Sandbox['handlers']) => void }) => Session;
  /** The current story's session. */
  readonly session: () => Session | undefined;
  /** Decorators of a connected screen's stories: the session, and a fresh SWR cache for each story. */
  readonly signedInDecorators: ((Story: () => ReactElement) => ReactElement)[];
  /** For a story file's `beforeEach({ msw })`: a fresh sandbox, signed in as the demo agency. */
  readonly signInDemoAgency: (msw: { use: (...handlers: Sandbox['handlers']) => void }) => Promise<void>;
}

/**
 * The sandbox and session of one story file: unlike `createStorySandbox`, whose client carries a
 * fixed token, the client here sends the token of a real session, signed in (or not) through the
 * sandbox's auth calls.
 */
export function createStorySession(): StorySession {
  const sandbox = createSandbox({ propertyBaseUrl: '', accountsBaseUrl: '' });
  const current: { client?: ApiClient; session?: Session } = {};
  const withSession = (Story: () => ReactElement) => {
    if (!current.client || !current.session) return <Story />;
    return (
      <ApiProvider client={current.client} session={current.session}>
        <Story />
      </ApiProvider>
    );
  };
  const resetSession = (msw: { use: (...handlers: Sandbox['handlers']) => void }) => {
    sandbox.reset();
    sessionStorage.clear();
    msw.use(...sandbox.handlers);
    current.client = createApiClient({ propertyBaseUrl: '', accountsBaseUrl: '', getToken: () => current.session?.getToken() ?? null });
    current.session = createSession({ client: current.client });
    return current.session;
  };
  return {
    sandbox,
    withSession,
    resetSession,
    session: () => current.session,
    signedInDecorators: [
      withSession,
      (Story) => (
        <SWRConfig value={{ provider: () => new Map() }}>
          <Story />
        </SWRConfig>
      ),
    ],
    async signInDemoAgency(msw) {
      await resetSession(msw).signIn(demoAgencyCredentials.email, demoAgencyCredentials.password);
    },
  };
}

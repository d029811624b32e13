import { ApiProvider, createApiClient } from '@marketplace/api-client';
import { roleIds } from '@marketplace/domain';
import { createSeedData } from '@marketplace/domain/fixtures';
import { createSandbox, type Sandbox } from '@marketplace/sandbox/testing';
import type { ReactRenderer } from '@storybook/react-vite';
// The hook type of a meta's `beforeEach`, which @storybook/react-vite does not re-export.
import type { BeforeEach } from 'storybook/internal/types';
import type { ReactElement } from 'react';
import { SWRConfig } from 'swr';

/** Story parameters the sandbox decorator reads. */
export interface StorySandboxParameters {
  /** The token the client sends; null for a signed-out story. @default the story's token */
  storyToken?: string | null;
}

/** The msw handle of a story's `beforeEach` context. */
type StoryMsw = { use: (...handlers: Sandbox['handlers']) => void };

/** Options of {@link StorySandbox.connectedMeta}. */
export interface ConnectedMetaOptions {
  /** Each story starts with the demo agency's real token (screens that read the accounts host). @default false */
  signedIn?: boolean;
}

/** What a connected story file needs to run on the sandbox. */
export interface StorySandbox {
  /** The sandbox itself: its database and fault registry. */
  readonly sandbox: Sandbox;
  /** Puts an api-client on the sandbox (same origin) and a fresh SWR cache around the story. */
  readonly withSandboxClient: (Story: () => ReactElement, context: { parameters: StorySandboxParameters }) => ReactElement;
  /** For a story's `beforeEach({ msw })`: a fresh database, no faults, the sandbox's handlers, a property-host token. */
  readonly resetSandbox: (msw: StoryMsw) => void;
  /** Gives the story the demo agency's real token, for the accounts host, which checks it. */
  readonly signInAsDemoAgency: () => void;
  /**
   * The meta fields every connected story file shares, to spread into its `meta`: the client
   * decorator, and a `beforeEach` that resets the sandbox (and signs in, with `signedIn`).
   */
  readonly connectedMeta: <TArgs>(options?: ConnectedMetaOptions) => {
    decorators: [StorySandbox['withSandboxClient']];
    beforeEach: BeforeEach<ReactRenderer, TArgs>;
  };
}

/**
 * The sandbox of one connected story file: msw serves it in the story's page, each story starts
 * from the seed, and the client carries the demo agency's token (the sandbox checks signatures on
 * both hosts); `signInAsDemoAgency` issues a fresh one.
 */
let demoAgencyId: number | undefined;

export function createStorySandbox(): StorySandbox {
  const sandbox = createSandbox({ propertyBaseUrl: '', accountsBaseUrl: '' });
  const demoToken = () => sandbox.db.authTokens.issue({ roleId: roleIds.AGENCY, id: (demoAgencyId ??= createSeedData().demoAgency.id) }).token;
  const auth: { token: string | null } = { token: null };
  const storySandbox: StorySandbox = {
    sandbox,
    withSandboxClient(Story, { parameters }) {
      const token = parameters.storyToken === undefined ? auth.token : parameters.storyToken;
      const client = createApiClient({ propertyBaseUrl: '', accountsBaseUrl: '', getToken: () => token });
      return (
        <SWRConfig value={{ provider: () => new Map() }}>
          <ApiProvider client={client}>
            <Story />
          </ApiProvider>
        </SWRConfig>
      );
    },
    resetSandbox(msw) {
      sandbox.reset();
      auth.token = demoToken();
      msw.use(...sandbox.handlers);
    },
    signInAsDemoAgency() {
      demoAgencyId ??= createSeedData().demoAgency.id;
      auth.token = sandbox.db.authTokens.issue({ roleId: roleIds.AGENCY, id: demoAgencyId }).token;
    },
    connectedMeta({ signedIn = false } = {}) {
      return {
        decorators: [storySandbox.withSandboxClient],
        beforeEach({ msw }) {
          storySandbox.resetSandbox(msw);
          if (signedIn) storySandbox.signInAsDemoAgency();
        },
      };
    },
  };
  return storySandbox;
}

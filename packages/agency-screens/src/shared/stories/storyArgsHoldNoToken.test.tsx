import { composeStories, type Preview, type StoryContext } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storyFilesBySandboxUse } from '../../../../../config/testFileSplits';
import { createStorySession } from './storySession';
import { tokenHoldersInArgs } from './tokenHoldersInArgs.testing';

// Issue 19: a story's args never hold the sign-in token. Args are what Storybook shows in its
// controls, puts in shareable URLs (`?args=`) and logs with actions. Every story file of the workspace
// is loaded and composed without rendering (the story tests render them): the meta's and each story's
// composed args are read as the file defines them; in the files that serve the sandbox, again after
// the story's beforeEach hooks have run, since that is where the story helpers sign in (a real sign-in
// against the sandbox, so real tokens are looked for, not only their shape) and an arg holding a
// helper's object would only then show the token. Nothing else changes args at run time: no story file
// or helper writes into them, which the last test holds.

type StoryModule = Parameters<typeof composeStories>[0];
/** What the test reads of a composed story. */
type ComposedStory = { args: unknown; load: () => Promise<void> };

const storyModules = import.meta.glob<StoryModule>(['/packages/*/src/**/*.stories.tsx', '/apps/*/src/**/*.stories.tsx']);
const storySources = import.meta.glob<string>(
  ['/packages/*/src/**/*.stories.tsx', '/packages/*/src/**/stories/**/*.{ts,tsx}', '/packages/*/src/**/*.testing.{ts,tsx}', '!**/*.test.*'],
  { query: '?raw', import: 'default', eager: true },
);
// Under jsdom import.meta.url is an http URL; the module runner still gives the file's folder.
const root = join(import.meta.dirname, '../../../../..');
const storyFiles = storyFilesBySandboxUse(root);
const sandboxStoryFiles = new Set(storyFiles.sandbox.map((file) => `/${file}`));

// What msw-storybook-addon's loader gives a story (`context.msw`), served by msw/node instead of a worker.
const server = setupServer();
const msw = { use: (...handlers: RequestHandler[]) => server.use(...handlers), resetHandlers: () => server.resetHandlers() };

/** The tokens sign-in and refresh answered, and those sent as bearer tokens, while the hooks ran. */
const tokensSeen = new Set<string>();
const reading: Promise<unknown>[] = [];
server.events.on('request:start', ({ request }) => {
  const bearer = /^Bearer\s+(.+)$/i.exec(request.headers.get('authorization') ?? '')?.[1];
  if (bearer) tokensSeen.add(bearer);
});
server.events.on('response:mocked', ({ request, response }) => {
  if (!/\/api\/auth\/(signin|refresh)$/.test(new URL(request.url).pathname)) return;
  const token = response
    .clone()
    .json()
    .then((body: { token?: unknown }) => typeof body.token === 'string' && tokensSeen.add(body.token));
  reading.push(token.catch(() => undefined));
});

async function tokensSoFar(): Promise<string[]> {
  while (reading.length > 0) await Promise.all(reading.splice(0));
  return [...tokensSeen];
}

let hookContext: StoryContext | undefined;
/** The context the last story's hooks were given (read through a call: the hooks set it meanwhile). */
const lastHookContext = () => hookContext;
/** In place of `.storybook/preview.tsx`: msw for the hooks, and a hold on the context whose args they get. */
const capture: Preview = {
  loaders: [
    (context) => {
      server.resetHandlers();
      Object.assign(context, { msw });
      return {};
    },
  ],
  beforeEach(context) {
    hookContext = context;
  },
};

/**
 * The stories of a module with their own loaders left out: those load pictures drawn on a canvas,
 * which jsdom lacks, for rendering; the helpers sign in in beforeEach, which runs.
 */
function withoutLoaders(module: StoryModule): StoryModule {
  return Object.fromEntries(
    Object.entries(module).map(([name, annotations]) =>
      typeof annotations === 'object' && annotations !== null && 'loaders' in annotations ? [name, { ...annotations, loaders: [] }] : [name, annotations],
    ),
  ) as StoryModule;
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('story args hold no token', () => {
  it('the check finds a token, a way to it or a made-up one wherever args would hold it', async () => {
    const { signInDemoAgency, session } = createStorySession();
    await signInDemoAgency(msw);
    const token = session()?.getToken();
    if (!token) throw new Error('the story session did not sign in');
    const holders = [
      { accessToken: token },
      { headers: new Map([['Authorization', `Bearer ${token}`]]) },
      { session: session() },
      { client: { getToken: () => null } },
      { token: 'any-made-up-token' },
      { nested: [[{ deep: token }]] },
    ];
    for (const args of holders) expect(tokenHoldersInArgs(args, [token]), JSON.stringify(Object.keys(args))).not.toEqual([]);
    // A token of another shape is found when it is known.
    expect(tokenHoldersInArgs({ note: 'opaque-credential-1234' }, ['opaque-credential-1234'])).toEqual(['args.note']);
    expect(tokenHoldersInArgs({ message: 'Token refresh failed', tokens: { space: 'large' } }, [token])).toEqual([]);
    session()?.signOut();
  });

  it('in every story file, as defined and after the story helpers have signed in', { timeout: 300_000 }, async () => {
    const files = Object.keys(storyModules).sort();
    expect(files).toEqual([...storyFiles.sandbox, ...storyFiles.others].map((file) => `/${file}`).sort());
    const holders: string[] = [];
    let stories = 0;
    let hooksRun = 0;
    for (const file of files) {
      const module = await storyModules[file]?.();
      if (!module) throw new Error(`${file} did not load`);
      const meta = (module as { default?: { args?: unknown } }).default;
      holders.push(...tokenHoldersInArgs(meta?.args).map((path) => `${file} meta ${path}`));
      const runsHooks = sandboxStoryFiles.has(file);
      const composed = composeStories(runsHooks ? withoutLoaders(module) : module, capture) as Record<string, ComposedStory>;
      for (const [name, story] of Object.entries(composed)) {
        stories += 1;
        holders.push(...tokenHoldersInArgs(story.args).map((path) => `${file} ${name} ${path}`));
        if (!runsHooks) continue;
        hookContext = undefined;
        await story.load();
        const context = lastHookContext();
        if (!context) throw new Error(`${file} ${name}: its hooks did not run`);
        hooksRun += 1;
        holders.push(...tokenHoldersInArgs(context.args, await tokensSoFar()).map((path) => `${file} ${name} after its hooks: ${path}`));
      }
    }
    expect(holders).toEqual([]);
    expect(stories).toBeGreaterThan(500);
    expect(hooksRun).toBeGreaterThan(100);
    // The helpers signed in for real, so real tokens were looked for.
    expect((await tokensSoFar()).length).toBeGreaterThan(10);
  });

  it('no story file or story helper writes into args', () => {
    const writes = /\bargs(?:\.[\w$]+|\[[^\]]+\])\s*(?:=(?!=)|\+=)|Object\.assign\(\s*(?:context\.)?args\b|\bupdateArgs\b|\buseArgs\b/;
    const sources = Object.entries(storySources);
    expect(sources.length).toBeGreaterThan(100);
    expect(sources.filter(([, source]) => writes.test(source)).map(([file]) => file)).toEqual([]);
    expect(writes.test('play: async ({ args }) => { args.token = session.getToken(); }')).toBe(true);
  });
});

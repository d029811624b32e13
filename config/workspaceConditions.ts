import { defaultClientConditions, defaultServerConditions } from 'vite';

/**
 * Inside the workspace, packages resolve to their TypeScript sources (the `marketplace-source`
 * export condition), so dev servers, Storybook and tests never need a prior build.
 */
export const workspaceConditions = ['marketplace-source', ...defaultClientConditions];

/** The same for code Vite runs on the server side (Vitest's node environment, SSR). */
export const workspaceServerConditions = ['marketplace-source', ...defaultServerConditions];

const serverResolve = { conditions: workspaceServerConditions, externalConditions: ['marketplace-source'] };

/**
 * The resolve settings of every Vite config in the workspace (host, Storybook, Vitest, bench).
 * vanilla-extract evaluates `.css.ts` files in a Vite server of its own that replaces `ssr` with
 * `{ noExternal: true }` but keeps `environments`: the server conditions must be in both, or a
 * screen's styles would resolve `@marketplace/ui` to its built `dist/` and point at theme variables
 * that the page (built from sources) never defines.
 */
export const workspaceResolve = {
  resolve: { conditions: workspaceConditions },
  ssr: { resolve: serverResolve },
  environments: { ssr: { resolve: serverResolve } },
};

import { defaultClientConditions, defaultServerConditions } from 'vite';

/**
 * Inside the workspace, packages resolve to their TypeScript sources (the `marketplace-source`
 * export condition), so dev servers, Storybook and tests never need a prior build.
 */
export const workspaceConditions = ['marketplace-source', ...defaultClientConditions];

/** The same for code Vite runs on the server side (Vitest's node environment, SSR). */
export const workspaceServerConditions = ['marketplace-source', ...defaultServerConditions];

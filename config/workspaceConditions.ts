import { defaultClientConditions } from 'vite';

/**
 * Inside the workspace, packages resolve to their TypeScript sources (the `marketplace-source`
 * export condition), so dev servers, Storybook and tests never need a prior build.
 */
export const workspaceConditions = ['marketplace-source', ...defaultClientConditions];

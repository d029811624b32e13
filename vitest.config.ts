import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { chromiumArgs, chromiumExecutablePath } from './config/chromium';
import { jsdomTestFilesByIsolation, storyFilesBySandboxUse } from './config/testFileSplits';
import { workspaceResolve } from './config/workspaceConditions';

// Tests in the node environment resolve like SSR: without the server conditions they would load a
// package's stale dist/ instead of its sources.
const shared = workspaceResolve;

const root = fileURLToPath(new URL('.', import.meta.url));
const storyFiles = storyFilesBySandboxUse(root);
const jsdomFiles = jsdomTestFilesByIsolation(root);

/** A project of the component and hook tests in jsdom. */
function jsdomProject({ name, include, isolate }: { name: string; include: string[]; isolate: boolean }): TestProjectInlineConfiguration {
  return {
    ...shared,
    plugins: [react(), vanillaExtractPlugin()],
    test: {
      name,
      environment: 'jsdom',
      isolate,
      include,
      exclude: ['**/node_modules/**'],
      setupFiles: ['config/vitest.unit.setup.ts'],
      restoreMocks: true,
      // Component tests type and click through whole dialogs with userEvent under jsdom: on a busy
      // two-core CI machine a few take more than vitest's 5 s default. A timeout here catches a
      // hang, not slowness (speed is measured in `pnpm bench`).
      testTimeout: 20_000,
    },
  };
}

/**
 * A project of the story tests. `vitest run --project 'storybook*'` runs the two side by side,
 * each in a browser of its own (one browser runs its files one at a time).
 */
function storybookProject({ name, exclude, isolate }: { name: string; exclude: string[]; isolate: boolean }): TestProjectInlineConfiguration {
  return {
    ...shared,
    plugins: [vanillaExtractPlugin(), storybookTest({ configDir: '.storybook' })],
    // Under NODE_ENV 'test' react-aria's Virtualizer renders every row unless VIRT_ON is set;
    // story tests run in a real browser, so they should measure real virtualisation.
    define: { 'process.env.VIRT_ON': JSON.stringify('true') },
    optimizeDeps: {
      include: [
        'react',
        'react-dom',
        'react-dom/client',
        'react-aria-components',
        'swr',
        'msw',
        'msw/browser',
        'clsx',
        'zod',
        'react-hook-form',
        '@hookform/resolvers/zod',
        'papaparse',
        'react-easy-crop',
        '@vanilla-extract/recipes/createRuntimeFn',
        '@vanilla-extract/sprinkles/createRuntimeSprinkles',
      ],
    },
    test: {
      name,
      isolate,
      exclude: [...exclude, '**/node_modules/**'],
      // The first story of a file that opens a lazily loaded editor or map pays for Vite's dev
      // transform of lexical or maplibre (about 14 s on a busy two-core machine). The timeout
      // catches a hang, not slowness: speed is measured in `pnpm bench`.
      testTimeout: 30_000,
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({
          launchOptions: { executablePath: chromiumExecutablePath, args: chromiumArgs },
        }),
        instances: [{ browser: 'chromium' }],
      },
    },
  };
}

export default defineConfig({
  test: {
    projects: [
      {
        ...shared,
        test: {
          // Rules, the sandbox, the api-client's calls, bench reports: no DOM, so no jsdom to build for
          // each file, and no isolation: they share the modules they import (a fifth of the time the
          // same files take isolated in jsdom). A plain .ts test that needs a DOM is named *.dom.test.ts.
          name: 'unit-node',
          environment: 'node',
          isolate: false,
          include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts', 'apps/*/build/**/*.test.ts', 'bench/**/*.test.ts'],
          exclude: ['**/*.dom.test.ts', '**/node_modules/**'],
          restoreMocks: true,
          testTimeout: 20_000,
        },
      },
      // jsdom files that mock a module or change a global get a fresh environment each (unit-isolated);
      // the others share one, one file after another (a third of the time): see config/testFileSplits.ts.
      jsdomProject({ name: 'unit', include: jsdomFiles.shared, isolate: false }),
      jsdomProject({ name: 'unit-isolated', include: jsdomFiles.isolated, isolate: true }),
      storybookProject({ name: 'storybook', exclude: storyFiles.sandbox, isolate: false }),
      storybookProject({ name: 'storybook-sandbox', exclude: storyFiles.others, isolate: true }),
      {
        ...shared,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.e2e.ts'],
          globalSetup: ['e2e/support/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One file at a time. Two side by side took 414 s instead of about 530 s on a quiet machine, but
          // in a clean-clone run each flow took 1.5-2.7x as long and the token flow timed out waiting for a
          // section's address: not worth a flaky gate for two minutes.
          fileParallelism: false,
        },
      },
    ],
  },
});

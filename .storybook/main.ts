import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mergeConfig } from 'vite';
import { workspaceResolve } from '../config/workspaceConditions';

const config: StorybookConfig = {
  stories: ['../packages/*/src/**/*.stories.@(ts|tsx)', '../apps/host/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest', 'msw-storybook-addon'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The MSW worker script lives with the host, which serves it in demo mode too.
  staticDirs: ['../apps/host/public'],
  core: { disableTelemetry: true },
  // react-docgen-typescript resolves the variant unions derived from `as const` arrays, which the
  // default docgen shows as `unknown[number]`.
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      shouldExtractLiteralValuesFromEnum: true,
      shouldRemoveUndefinedFromOptional: true,
      propFilter: (prop) => !prop.parent || !/node_modules/.test(prop.parent.fileName) || /react-aria/.test(prop.parent.fileName),
    },
  },
  async viteFinal(viteConfig) {
    return mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      ...workspaceResolve,
    });
  },
};

export default config;

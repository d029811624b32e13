import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'storybook-static/**', '**/public/mockServiceWorker.js', 'bench/out/**', '.test-results/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  reactHooks.configs.flat['recommended-latest'],
  ...storybook.configs['flat/recommended'],
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // ui knows nothing of the marketplace; domain knows no React and does no I/O.
    files: ['packages/ui/src/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@marketplace/*'] }] },
  },
  {
    // Screens assemble ui's widgets; react-aria is wrapped once, in ui, with its styles and focus ring.
    files: ['packages/agency-screens/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react-aria-components', 'react-aria'].map((name) => ({
            name,
            message: 'Use the widget from @marketplace/ui (add it there, generic, if it is missing).',
          })),
          patterns: [
            {
              group: ['react-aria-components/*', 'react-aria/*', '@react-aria/*'],
              message: 'Use the widget from @marketplace/ui (add it there, generic, if it is missing).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/domain/src/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@marketplace/*', 'react', 'react-dom', 'swr'] }] },
  },
);

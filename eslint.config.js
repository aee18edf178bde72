import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import boundaries: content/ and contract/ are pure packages; client and server never import each other. */
const boundary = (patterns, message, regexes = []) => ({
  'no-restricted-imports': [
    'error',
    { patterns: [...patterns.map((group) => ({ group: [group].flat(), message })), ...regexes] },
  ],
});

const SERVER_FROM_CLIENT = ['**/server/**', '../server/*'];
const CLIENT_SERVER_MESSAGE = 'The client talks to the server over HTTP only.';
/** A feature imports shared/, ui/, lib/, contract/ and content/ — never another feature, never the app shell. */
const FEATURE_REGEXES = [
  { regex: '^\\.\\./(?!\\.\\./)', message: 'A feature never imports another feature: move the piece to client/shared/.' },
  { regex: '/(app|features)/', message: 'Features import shared/, ui/, lib/, contract/ and content/ only.' },
];
/** shared/, ui/ and lib/ sit below the features and the shell. */
const BELOW_FEATURES_REGEXES = [
  { regex: '/(app|features)/', message: 'shared/, ui/ and lib/ never import a feature or the app shell.' },
];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'test-results', 'playwright-report', 'coverage', '.ci-results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'jsx-a11y/no-autofocus': 'off',
      ...boundary(SERVER_FROM_CLIENT, CLIENT_SERVER_MESSAGE),
    },
  },
  {
    files: ['client/features/**/*.{ts,tsx}'],
    rules: boundary(SERVER_FROM_CLIENT, CLIENT_SERVER_MESSAGE, FEATURE_REGEXES),
  },
  {
    files: ['client/shared/**/*.{ts,tsx}', 'client/ui/**/*.{ts,tsx}', 'client/lib/**/*.{ts,tsx}'],
    rules: boundary(SERVER_FROM_CLIENT, CLIENT_SERVER_MESSAGE, BELOW_FEATURES_REGEXES),
  },
  {
    files: ['server/**/*.ts'],
    rules: boundary(['**/client/**'], 'The server must not import client code.'),
  },
  {
    files: ['content/**/*.ts'],
    rules: boundary(['**/server/**', '**/client/**', 'node:*', 'fs', 'path'], 'content/ is pure: no I/O, no server or client code.'),
  },
  {
    files: ['contract/**/*.ts'],
    // The one exception: content/ageBands.ts owns the age bounds the schemas check.
    rules: boundary(['**/server/**', '**/client/**', ['**/content/**', '!**/content/ageBands']], 'contract/ holds only schemas and types.'),
  },
  {
    files: ['scripts/**/*.ts', 'e2e/**/*.ts', '**/*.test.{ts,tsx}', '*.config.{js,ts}'],
    rules: { 'no-console': 'off', 'no-restricted-imports': 'off' },
  },
);

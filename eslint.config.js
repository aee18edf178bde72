import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import boundaries: content/ and contract/ are pure packages; client and server never import each other. */
const boundary = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: patterns.map((group) => ({ group: [group], message })) }],
});

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
      ...boundary(['**/server/**', '../server/*'], 'The client talks to the server over HTTP only.'),
    },
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
    rules: boundary(['**/server/**', '**/client/**', '**/content/**'], 'contract/ holds only schemas and types.'),
  },
  {
    files: ['scripts/**/*.ts', 'e2e/**/*.ts', '**/*.test.{ts,tsx}', '*.config.{js,ts}'],
    rules: { 'no-console': 'off', 'no-restricted-imports': 'off' },
  },
);

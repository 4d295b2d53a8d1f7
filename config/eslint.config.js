// ESLint flat config. It lives in config/ (ARCHITECTURE: tool configs in config/) and is always run with
// `eslint -c config/eslint.config.js` from the project root, which makes the root the base of every pattern.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { defineConfig } from 'eslint/config';

const DOM_GLOBALS = ['window', 'document', 'localStorage', 'sessionStorage', 'navigator', 'location', 'fetch'];

export default defineConfig(
  { ignores: ['dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'reports/**', 'tmp/**'] },
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
    },
  },
  {
    files: ['config/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['core/**/*.ts'],
    rules: {
      // ARCHITECTURE: core never touches DOM globals; time and ids come from ports.
      'no-restricted-globals': ['error', ...DOM_GLOBALS, 'process'],
      'no-restricted-syntax': [
        'error',
        { selector: "NewExpression[callee.name='Date']", message: 'Time comes from the Clock port.' },
        { selector: "MemberExpression[object.name='Math'][property.name='random']", message: 'Randomness comes from a port.' },
        { selector: 'Decorator', message: 'Core classes carry no decorators; config/ binds them.' },
      ],
      'no-console': 'error',
    },
  },
  {
    files: ['tests/e2e/**/*.e2e.ts'],
    rules: {
      // Issue 5, point 7: every browser test fails on a CSP violation or page error (tests/e2e/fixtures.ts).
      'no-restricted-imports': ['error', { paths: [{ name: '@playwright/test', importNames: ['test'], message: 'Import test from ./fixtures.' }] }],
    },
  },
  {
    files: ['ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
